import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeShopper, type Shopper } from '../../../test/shop-fixtures';
import { createTestShop, type TestShop } from '../../../test/test-shop';
import { logInAs, makeUser, multipartFile } from '../../../test/user-fixtures';

// Uploads an attacker controls: only the four formats the shop needs reach a decoder, and an
// avatar uploaded again and again does not pile up files on the disk.

let shop: TestShop;
let adminToken: string;

beforeAll(async () => {
  shop = await createTestShop({ ORDER_SWEEP_INTERVAL_SECONDS: '0' });
  const admin = await makeUser(shop.db, { role: 'ADMIN' });
  adminToken = (await logInAs(shop.app, admin.email, admin.password)).accessToken;
});

afterAll(async () => {
  await shop.close();
});

const storedFiles = () =>
  existsSync(shop.config.uploadsDir) ? readdirSync(shop.config.uploadsDir).sort() : [];

const picture = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#b91c1c' } });

let ipCounter = 0;

async function upload(token: string, route: 'image' | 'avatar', fileName: string, bytes: Buffer) {
  const form = multipartFile(route, fileName, 'application/octet-stream', bytes);
  const response = await shop.app.inject({
    method: route === 'image' ? 'POST' : 'PUT',
    url: route === 'image' ? '/api/file/upload' : '/api/user/upload-avatar',
    remoteAddress: `198.51.100.${(ipCounter += 1) % 250}`,
    payload: form.payload,
    headers: { ...form.headers, authorization: `Bearer ${token}` },
  });
  return {
    status: response.statusCode,
    body: response.json<{ message: string; data: { url?: string; avatar?: string } }>(),
  };
}

describe('image uploads', () => {
  it('decode JPEG, PNG, WebP and AVIF', async () => {
    const files: [string, Buffer][] = [
      ['a.jpg', await picture().jpeg().toBuffer()],
      ['a.png', await picture().png().toBuffer()],
      ['a.webp', await picture().webp().toBuffer()],
      ['a.avif', await picture().avif().toBuffer()],
    ];
    for (const [name, bytes] of files) {
      expect((await upload(adminToken, 'image', name, bytes)).status, name).toBe(200);
    }
  });

  it('refuse every other format libvips could read with 415, before decoding it', async () => {
    const before = storedFiles();
    const files: [string, Buffer][] = [
      ['a.gif', await picture().gif().toBuffer()],
      ['a.tiff', await picture().tiff().toBuffer()],
      [
        'a.svg',
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="48"><rect width="64" height="48" fill="red"/></svg>',
        ),
      ],
      // A PNG's signature glued onto a GIF: the bytes must be what they announce.
      [
        'disguised.png',
        Buffer.concat([
          Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
          await picture().gif().toBuffer(),
        ]),
      ],
    ];
    const shopper: Shopper = await makeShopper(shop);
    for (const [name, bytes] of files) {
      const asAdmin = await upload(adminToken, 'image', name, bytes);
      expect(asAdmin.status, name).toBe(415);
      expect(asAdmin.body.message).toBe(
        'The file is not a supported image (JPEG, PNG, WebP or AVIF)',
      );
      expect((await upload(shopper.token, 'avatar', name, bytes)).status, name).toBe(415);
    }
    expect(storedFiles()).toEqual(before);
  });
});

describe('avatar uploads', () => {
  it('replace the previous avatar’s files instead of adding to them', async () => {
    const shopper = await makeShopper(shop);
    const first = await upload(shopper.token, 'avatar', 'me.png', await picture().png().toBuffer());
    expect(first.status).toBe(200);
    const afterFirst = storedFiles();
    const firstId = /\/images\/([0-9a-f]{24})\.webp$/.exec(first.body.data.avatar ?? '')?.[1];
    expect(firstId).toBeDefined();

    for (let again = 0; again < 3; again++) {
      const next = await upload(
        shopper.token,
        'avatar',
        'me.jpg',
        await picture().jpeg().toBuffer(),
      );
      expect(next.status).toBe(200);
    }
    const files = storedFiles();
    // As many files as one avatar makes, none of them the first avatar's.
    expect(files).toHaveLength(afterFirst.length);
    expect(files.filter((file) => file.startsWith(firstId ?? '-'))).toEqual([]);
    const old = await shop.app.inject({ method: 'GET', url: `/images/${firstId ?? ''}.webp` });
    expect(old.statusCode).toBe(404);
  });
});

describe('stored images, served from the local folder', () => {
  it('go out under their stored name with a year-long cache, revalidation, and bytes as stored', async () => {
    const uploaded = await upload(adminToken, 'image', 'fan.png', await picture().png().toBuffer());
    expect(uploaded.status).toBe(200);
    const path = new URL(uploaded.body.data.url ?? '').pathname;
    const name = path.replace('/images/', '');

    const served = await shop.app.inject({ method: 'GET', url: path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(served.rawPayload.equals(readFileSync(join(shop.config.uploadsDir, name)))).toBe(true);

    const etag = served.headers['etag'];
    expect(etag).toBeDefined();
    const again = await shop.app.inject({
      method: 'GET',
      url: path,
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const head = await shop.app.inject({ method: 'HEAD', url: path });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(served.rawPayload.length));
  });

  it.each([
    '/images/0123456789abcdef01234567.webp',
    '/images/..%2Fpg.lock',
    '/images/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
    '/images/nested/0123456789abcdef01234567.webp',
    '/images/.hidden',
    '/images/',
  ])('answer %s, which is no stored image, with the JSON 404', async (url) => {
    const response = await shop.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, error: true });
  });
});
