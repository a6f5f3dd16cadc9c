import { existsSync, readdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { buildAppOver } from '../../../test/shop-fixtures';
import { startTestS3, type TestS3 } from '../../../test/s3-server';
import { createTestShop, type TestShop } from '../../../test/test-shop';
import { logInAs, makeUser, multipartFile } from '../../../test/user-fixtures';
import { CatalogCache } from '../catalog/catalog-cache';
import { S3ImageStore } from './s3-image-store';

// IMAGE_STORE=s3: two app instances (two processes) keep their images in one S3-compatible store
// (s3rver, started here on 127.0.0.1), so a picture uploaded through one is served by the other.

let s3: TestS3;
let shop: TestShop;
let other: FastifyInstance;
let adminToken: string;

beforeAll(async () => {
  s3 = await startTestS3();
  shop = await createTestShop({ ORDER_SWEEP_INTERVAL_SECONDS: '0', ...s3.env('shop-images') });
  other = await buildAppOver(shop, { catalogCache: new CatalogCache(shop.config.catalogCache) });
  const admin = await makeUser(shop.db, { role: 'ADMIN' });
  adminToken = (await logInAs(shop.app, admin.email, admin.password)).accessToken;
});

afterAll(async () => {
  await other.close();
  await shop.close();
  await s3.close();
});

async function uploadImage(): Promise<string> {
  const bytes = await sharp({
    create: { width: 64, height: 48, channels: 3, background: '#b91c1c' },
  })
    .png()
    .toBuffer();
  const form = multipartFile('image', 'heater.png', 'image/png', bytes);
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/file/upload',
    payload: form.payload,
    headers: { ...form.headers, authorization: `Bearer ${adminToken}` },
  });
  expect(response.statusCode).toBe(200);
  const { url } = response.json<{ data: { url: string } }>().data;
  return url;
}

describe('images in an object store', () => {
  it('are uploaded through one process and served by the other, cached for a year', async () => {
    const url = await uploadImage();
    // The answer carries the shop's own image URL, as with the local folder.
    expect(url).toMatch(new RegExp(`^${shop.config.publicUrl}/images/[\\w-]+\\.webp$`));
    const path = url.slice(shop.config.publicUrl.length);
    const served = await other.inject({ method: 'GET', url: path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    // Nothing was written to the local folder.
    const local = existsSync(shop.config.uploadsDir) ? readdirSync(shop.config.uploadsDir) : [];
    expect(local).toEqual([]);

    const etag = served.headers['etag'];
    expect(typeof etag).toBe('string');
    const again = await shop.app.inject({
      method: 'GET',
      url: path,
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answer 404 for a name never stored, and for a name that is no stored name', async () => {
    expect(
      (await other.inject({ method: 'GET', url: '/images/nothing-here.webp' })).statusCode,
    ).toBe(404);
    expect((await other.inject({ method: 'GET', url: '/images/..%2Fsecret' })).statusCode).toBe(
      404,
    );
  });

  it('are deleted from the store', async () => {
    const store = new S3ImageStore({
      endpoint: s3.endpoint,
      bucket: 'shop-images',
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });
    await store.put('removed-test.webp', Buffer.from('bytes'));
    expect((await store.get('removed-test.webp'))?.bytes.toString()).toBe('bytes');
    await store.remove('removed-test.webp');
    expect(await store.get('removed-test.webp')).toBeUndefined();
    // Deleting what is gone is no error.
    await store.remove('removed-test.webp');
  });

  it('are redirected to S3_PUBLIC_URL when the store is read from there directly', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      ...s3.env('shop-images'),
      S3_PUBLIC_URL: 'https://images.example.vn/shop-images/',
    });
    expect(config.imageStore).toMatchObject({
      kind: 's3',
      publicUrl: 'https://images.example.vn/shop-images',
    });
    const direct = await buildAppOver({ ...shop, config }, {});
    try {
      const response = await direct.inject({ method: 'GET', url: '/images/abc-800.webp' });
      expect(response.statusCode).toBe(301);
      expect(response.headers['location']).toBe(
        'https://images.example.vn/shop-images/abc-800.webp',
      );
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    } finally {
      await direct.close();
    }
  });
});

describe('IMAGE_STORE=s3 settings', () => {
  it('refuse to start without the endpoint, bucket and keys, naming each', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', IMAGE_STORE: 's3' })).toThrow(
      /S3_ENDPOINT: must be set when IMAGE_STORE=s3[\s\S]*S3_BUCKET[\s\S]*S3_ACCESS_KEY_ID[\s\S]*S3_SECRET_ACCESS_KEY/,
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'test', IMAGE_STORE: 's3', S3_ENDPOINT: 'not a url' }),
    ).toThrow(/S3_ENDPOINT: must be an absolute http\(s\) URL/);
  });

  it('keep the local folder the default', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).imageStore).toEqual({ kind: 'local' });
  });
});
