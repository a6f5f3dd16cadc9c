import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { DOCUMENT_MAX_BYTES } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productDocuments, products } from '../../db/schema';
import { datasheetPdf } from './datasheet-pdf';
import { callAs, makeAdmin, makeShopper, type Shopper } from '../../../test/shop-fixtures';
import { createTestShop, TEST_PUBLIC_URL, type TestShop } from '../../../test/test-shop';
import { multipartFile } from '../../../test/user-fixtures';

// A product's documents (issue 42): the upload takes PDFs only, judged by their bytes; only an
// admin changes them; the storefront reads them in the product details and downloads them with
// their name.

let shop: TestShop;
let admin: Shopper;
let shopper: Shopper;
let productId: string;
let otherProductId: string;

const pdf = (title = 'Điện trở chữ U 380V 3kW') => datasheetPdf(title, { 'Điện áp': '380V' });

async function newProduct(name: string): Promise<string> {
  const [row] = await shop.db
    .insert(products)
    .values({ name, price: 100_000, stock: 5 })
    .returning({ id: products.id });
  if (!row) throw new Error('no product');
  return row.id;
}

const storedPdfs = () =>
  existsSync(shop.config.uploadsDir)
    ? readdirSync(shop.config.uploadsDir).filter((name) => name.endsWith('.pdf'))
    : [];

let ip = 0;
async function upload(
  who: Shopper | undefined,
  bytes: Buffer,
  fileName = 'datasheet.pdf',
  headers: Record<string, string> = {},
) {
  const form = multipartFile('document', fileName, 'application/pdf', bytes);
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/file/upload-document',
    remoteAddress: `203.0.113.${(ip += 1) % 250}`,
    payload: form.payload,
    headers: {
      ...form.headers,
      ...(who ? { authorization: `Bearer ${who.token}` } : {}),
      ...headers,
    },
  });
  return {
    status: response.statusCode,
    body: response.json<{ message: string; data: { file: string; size: number } }>(),
  };
}

interface Doc {
  _id: string;
  name: string;
  kind: string;
  size: number;
  url: string;
}
type DocsBody = { data: Doc[]; message: string };

async function attach(name: string, kind = 'datasheet', product = productId) {
  const uploaded = await upload(admin, pdf(name));
  expect(uploaded.status).toBe(200);
  return callAs<DocsBody>(shop.app, admin, 'POST', '/api/product/documents/attach', {
    productId: product,
    file: uploaded.body.data.file,
    name,
    kind,
  });
}

async function details(id = productId) {
  const answer = await callAs<{ data: { documents?: Doc[] } }>(
    shop.app,
    undefined,
    'POST',
    '/api/product/get-product-details',
    { productId: id },
  );
  return answer.body.data.documents;
}

beforeAll(async () => {
  shop = await createTestShop({ ORDER_SWEEP_INTERVAL_SECONDS: '0' });
  admin = await makeAdmin(shop);
  shopper = await makeShopper(shop);
  productId = await newProduct('Điện trở chữ U 380V 3kW');
  otherProductId = await newProduct('Quạt hút công nghiệp');
});

afterAll(async () => {
  await shop.close();
});

describe('uploading a document', () => {
  it('stores a PDF under a generated name and answers its size', async () => {
    const bytes = pdf();
    const answer = await upload(admin, bytes, '../../etc/passwd.pdf');
    expect(answer.status).toBe(200);
    expect(answer.body.data.file).toMatch(/^[0-9a-f]{24}\.pdf$/);
    expect(answer.body.data.size).toBe(bytes.length);
    expect(storedPdfs()).toContain(answer.body.data.file);
  });

  it.each([
    ['a PNG renamed .pdf', Buffer.from('\x89PNG\r\n\x1a\n\0\0\0\rIHDR', 'latin1')],
    ['an HTML page renamed .pdf', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['a PDF header then junk, without a trailer', Buffer.from('%PDF-1.7\n' + 'x'.repeat(2000))],
    ['a trailer without the header', Buffer.from('junk\nstartxref\n10\n%%EOF\n')],
    ['a PDF with script after its end', Buffer.concat([pdf(), Buffer.from('<script>x</script>')])],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s with 415 and stores nothing', async (_, bytes) => {
    const before = storedPdfs();
    const answer = await upload(admin, bytes, 'datasheet.pdf', { 'accept-language': 'vi' });
    expect(answer.status).toBe(415);
    expect(answer.body.message).toContain('PDF');
    expect(storedPdfs()).toEqual(before);
  });

  it('refuses a PDF over the limit with 413 in both locales, storing nothing', async () => {
    const before = storedPdfs();
    const big = Buffer.concat([
      Buffer.from('%PDF-1.4\n'),
      Buffer.alloc(DOCUMENT_MAX_BYTES, 0x20),
      Buffer.from('\nstartxref\n0\n%%EOF\n'),
    ]);
    const en = await upload(admin, big);
    expect(en.status).toBe(413);
    expect(en.body.message).toBe('The PDF is too large: at most 20 MB');
    const vi = await upload(admin, big, 'x.pdf', { 'accept-language': 'vi' });
    expect(vi.status).toBe(413);
    expect(vi.body.message).toBe('Tệp PDF quá lớn: tối đa 20 MB');
    expect(storedPdfs()).toEqual(before);
  });

  it('takes a PDF larger than the image limit (UPLOAD_MAX_MB)', async () => {
    const bytes = Buffer.concat([
      Buffer.from('%PDF-1.4\n'),
      Buffer.alloc(shop.config.uploadMaxBytes + 1024, 0x20),
      Buffer.from('\nstartxref\n0\n%%EOF\n'),
    ]);
    expect((await upload(admin, bytes)).status).toBe(200);
  });

  it('refuses a guest (401) and a shopper (403)', async () => {
    const before = storedPdfs();
    expect((await upload(undefined, pdf())).status).toBe(401);
    expect((await upload(shopper, pdf())).status).toBe(403);
    expect(storedPdfs()).toEqual(before);
  });
});

describe("changing a product's documents", () => {
  it('attaches, renames, re-kinds, reorders and removes; the details answer follows', async () => {
    expect(await details()).toBeUndefined();
    const first = await attach('Bảng thông số điện trở chữ U');
    expect(first.status).toBe(201);
    expect(first.body.data).toHaveLength(1);
    const second = await attach('Sơ đồ đấu dây', 'wiring');
    const [a, b] = second.body.data;
    if (!a || !b) throw new Error('two documents expected');
    expect([a.name, b.name]).toEqual(['Bảng thông số điện trở chữ U', 'Sơ đồ đấu dây']);
    expect(a.url).toBe(`${TEST_PUBLIC_URL}/documents/${a._id}.pdf`);
    expect(a.size).toBeGreaterThan(300);

    const renamed = await callAs<DocsBody>(
      shop.app,
      admin,
      'PUT',
      '/api/product/documents/update',
      {
        productId,
        documentId: b._id,
        name: 'Chứng nhận CE',
        kind: 'certificate',
      },
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body.data[1]).toMatchObject({ name: 'Chứng nhận CE', kind: 'certificate' });

    const reordered = await callAs<DocsBody>(
      shop.app,
      admin,
      'PUT',
      '/api/product/documents/reorder',
      { productId, documentIds: [b._id, a._id] },
    );
    expect(reordered.status).toBe(200);
    expect(reordered.body.data.map((d) => d._id)).toEqual([b._id, a._id]);
    expect((await details())?.map((d) => d._id)).toEqual([b._id, a._id]);

    const fileOfB = (
      await shop.db.select().from(productDocuments).where(eq(productDocuments.id, b._id))
    )[0]?.file;
    const removed = await callAs<DocsBody>(
      shop.app,
      admin,
      'DELETE',
      '/api/product/documents/remove',
      { productId, documentId: b._id },
    );
    expect(removed.status).toBe(200);
    expect(removed.body.data.map((d) => d._id)).toEqual([a._id]);
    expect(storedPdfs()).not.toContain(fileOfB);
    expect((await details())?.map((d) => d._id)).toEqual([a._id]);
  });

  it('keeps a stored file another document still names', async () => {
    const uploaded = await upload(admin, pdf('shared'));
    const { file } = uploaded.body.data;
    const body = { file, name: 'Chung', kind: 'other' };
    const one = await callAs<DocsBody>(shop.app, admin, 'POST', '/api/product/documents/attach', {
      ...body,
      productId: otherProductId,
    });
    await callAs(shop.app, admin, 'POST', '/api/product/documents/attach', { ...body, productId });
    const doc = one.body.data.at(-1);
    if (!doc) throw new Error('attached');
    await callAs(shop.app, admin, 'DELETE', '/api/product/documents/remove', {
      productId: otherProductId,
      documentId: doc._id,
    });
    expect(storedPdfs()).toContain(file);
  });

  it('refuses an unknown product, another product’s document and a made-up file', async () => {
    const uploaded = await upload(admin, pdf());
    const unknown = await callAs(shop.app, admin, 'POST', '/api/product/documents/attach', {
      productId: 'ffffffffffffffffffffffff',
      file: uploaded.body.data.file,
      name: 'x',
      kind: 'datasheet',
    });
    expect(unknown.status).toBe(404);

    const mine = (await details())?.[0];
    if (!mine) throw new Error('a document expected');
    for (const [method, url, extra] of [
      ['DELETE', '/api/product/documents/remove', {}],
      ['PUT', '/api/product/documents/update', { name: 'Bị đổi' }],
    ] as const) {
      const wrong = await callAs(shop.app, admin, method, url, {
        productId: otherProductId,
        documentId: mine._id,
        ...extra,
      });
      expect(wrong.status).toBe(404);
    }
    const stolen = await callAs(shop.app, admin, 'PUT', '/api/product/documents/reorder', {
      productId: otherProductId,
      documentIds: [mine._id],
    });
    expect(stolen.status).toBe(400);
    expect((await details())?.[0]).toEqual(mine);

    for (const file of [
      '../../../etc/passwd',
      '../uploads/x.pdf',
      'abc.pdf',
      'ffffffffffffffffffffffff.pdf',
    ]) {
      const refused = await callAs(shop.app, admin, 'POST', '/api/product/documents/attach', {
        productId,
        file,
        name: 'x',
        kind: 'datasheet',
      });
      expect(refused.status).toBe(400);
    }
  });

  it('refuses bad names and kinds with 400, writing nothing', async () => {
    const uploaded = await upload(admin, pdf());
    const before = await details();
    for (const [name, kind] of [
      ['', 'datasheet'],
      ['x'.repeat(121), 'datasheet'],
      ['Dòng 1\r\nSet-Cookie: a=b', 'datasheet'],
      ['Tab\tname', 'datasheet'],
      ['Tên', 'manual'],
      [42, 'datasheet'],
    ]) {
      const answer = await callAs(shop.app, admin, 'POST', '/api/product/documents/attach', {
        productId,
        file: uploaded.body.data.file,
        name,
        kind,
      });
      expect(answer.status).toBe(400);
    }
    expect(await details()).toEqual(before);
  });

  it('refuses a guest (401) and a shopper (403) on every change', async () => {
    const doc = (await details())?.[0];
    if (!doc) throw new Error('a document expected');
    const calls = [
      [
        'POST',
        '/api/product/documents/attach',
        { productId, file: 'aaaaaaaaaaaaaaaaaaaaaaaa.pdf', name: 'x', kind: 'other' },
      ],
      ['PUT', '/api/product/documents/update', { productId, documentId: doc._id, name: 'x' }],
      ['PUT', '/api/product/documents/reorder', { productId, documentIds: [doc._id] }],
      ['DELETE', '/api/product/documents/remove', { productId, documentId: doc._id }],
    ] as const;
    for (const [method, url, body] of calls) {
      expect((await callAs(shop.app, undefined, method, url, body)).status).toBe(401);
      expect((await callAs(shop.app, shopper, method, url, body)).status).toBe(403);
    }
    expect((await details())?.[0]).toEqual(doc);
  });
});

describe('downloading a document', () => {
  it('serves the PDF with its type, its name as download name, nosniff and a year of cache', async () => {
    const attached = await attach('Bảng thông số "Điện trở" chữ U');
    const doc = attached.body.data.at(-1);
    if (!doc) throw new Error('attached');
    const response = await shop.app.inject({ method: 'GET', url: new URL(doc.url).pathname });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="Bang thong so _Dien tro_ chu U.pdf"; filename*=UTF-8''${encodeURIComponent('Bảng thông số "Điện trở" chữ U.pdf')}`,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(response.rawPayload.length).toBe(doc.size);
    const again = await shop.app.inject({
      method: 'GET',
      url: new URL(doc.url).pathname,
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('keeps path separators and dots out of the download name', async () => {
    const attached = await attach('../../etc/passwd');
    const doc = attached.body.data.at(-1);
    if (!doc) throw new Error('attached');
    const response = await shop.app.inject({ method: 'GET', url: new URL(doc.url).pathname });
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="_.._etc_passwd.pdf"; filename*=UTF-8''_.._etc_passwd.pdf`,
    );
  });

  it('answers 404 for an unknown or malformed document', async () => {
    for (const url of [
      '/documents/ffffffffffffffffffffffff.pdf',
      '/documents/..%2F..%2Fetc%2Fpasswd',
      '/documents/abc.pdf',
    ]) {
      const response = await shop.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).not.toBe('application/pdf');
    }
  });
});

describe('deleting a product', () => {
  const deleteProduct = (id: string) =>
    callAs(shop.app, admin, 'DELETE', '/api/product/delete-product', { _id: id });
  const documentRowsOf = (id: string) =>
    shop.db.select().from(productDocuments).where(eq(productDocuments.productId, id));
  /** Attaches a newly uploaded PDF to the product; answers its stored file's name. */
  async function attachTo(product: string, name: string): Promise<string> {
    const { file } = (await upload(admin, pdf(name))).body.data;
    const answer = await callAs(shop.app, admin, 'POST', '/api/product/documents/attach', {
      productId: product,
      file,
      name,
      kind: 'datasheet',
    });
    expect(answer.status).toBe(201);
    return file;
  }

  it('removes its documents and their files once deleted; a file another product names stays', async () => {
    const doomed = await newProduct('Điện trở xóa');
    const own = await attachTo(doomed, 'Bảng thông số riêng');
    const shared = await upload(admin, pdf('Chung hai sản phẩm'));
    const sharedFile = shared.body.data.file;
    for (const product of [doomed, otherProductId]) {
      await callAs(shop.app, admin, 'POST', '/api/product/documents/attach', {
        productId: product,
        file: sharedFile,
        name: 'Chung',
        kind: 'other',
      });
    }
    expect(storedPdfs()).toEqual(expect.arrayContaining([own, sharedFile]));

    expect((await deleteProduct(doomed)).status).toBe(200);
    expect(await documentRowsOf(doomed)).toEqual([]);
    expect(storedPdfs()).not.toContain(own);
    expect(storedPdfs()).toContain(sharedFile);
    expect((await details(otherProductId))?.map((d) => d.name)).toContain('Chung');
  });

  it('answers 404 for an unknown product, removing no document', async () => {
    const before = storedPdfs();
    expect((await deleteProduct('ffffffffffffffffffffffff')).status).toBe(404);
    expect(storedPdfs()).toEqual(before);
  });

  it('deletes the product even when a file cannot be removed (the failure is only logged)', async () => {
    const doomed = await newProduct('Điện trở khó xóa');
    const file = await attachTo(doomed, 'Không xóa được');
    // A folder with something in it where the PDF was: the store cannot remove it.
    const path = join(shop.config.uploadsDir, file);
    rmSync(path);
    mkdirSync(path);
    writeFileSync(join(path, 'keep'), 'x');

    const answer = await deleteProduct(doomed);
    expect(answer.status).toBe(200);
    expect(await documentRowsOf(doomed)).toEqual([]);
    const left = await shop.db.select().from(products).where(eq(products.id, doomed));
    expect(left).toEqual([]);
    rmSync(path, { recursive: true });
  });
});
