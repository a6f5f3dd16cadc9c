import { existsSync, readdirSync } from 'node:fs';
import { once } from 'node:events';
import { connect, type AddressInfo, type Socket } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainingStop } from '../src/http/draining-stop';
import { makeAdmin } from './shop-fixtures';
import { createTestShop, type TestShop } from './test-shop';
import { multipartFile } from './user-fixtures';

// The stop SIGTERM asks for (decision record 015), over real sockets: connections that are idle
// are closed at once, no new connection is taken, a request under way is answered, and one that
// does not finish within the grace time is cut off. Every wait is for an event on a socket.

let shop: TestShop;
let port: number;
let adminToken: string;
/** Requests the server has taken in, to wait until one sent is under way. */
let requestsSeen = 0;

beforeAll(async () => {
  shop = await createTestShop({ ORDER_SWEEP_INTERVAL_SECONDS: '0' });
  await shop.app.listen({ host: '127.0.0.1', port: 0 });
  port = (shop.app.server.address() as AddressInfo).port;
  shop.app.server.on('request', () => {
    requestsSeen += 1;
  });
  adminToken = (await makeAdmin(shop)).token;
});

afterAll(async () => {
  await shop.close();
});

async function open(): Promise<{ socket: Socket; received: () => string; closed: Promise<void> }> {
  const socket = connect(port, '127.0.0.1');
  let text = '';
  socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
  socket.on('error', () => undefined);
  const closed = once(socket, 'close').then(() => undefined);
  await once(socket, 'connect');
  return { socket, received: () => text, closed };
}

/** Polls `check` until the event it looks for has happened (the test's timeout bounds it). */
async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 5));
}

/** An image upload's request, cut in two halves of its body. */
async function uploadInHalves() {
  const png = await sharp({
    create: { width: 64, height: 48, channels: 3, background: '#15803d' },
  })
    .png()
    .toBuffer();
  const form = multipartFile('image', 'drain.png', 'image/png', png);
  const head =
    `POST /api/file/upload HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${adminToken}\r\n` +
    `Content-Type: ${form.headers['content-type']}\r\nContent-Length: ${String(form.payload.length)}\r\n\r\n`;
  const half = Math.floor(form.payload.length / 2);
  return {
    first: Buffer.concat([Buffer.from(head), form.payload.subarray(0, half)]),
    rest: form.payload.subarray(half),
  };
}

describe('the draining stop', () => {
  it('closes idle connections, takes no new ones, answers the request under way and cuts off the one that never ends', async () => {
    const stored = () =>
      existsSync(shop.config.uploadsDir) ? readdirSync(shop.config.uploadsDir).length : 0;

    // An idle kept-alive connection: its one request is answered.
    const idle = await open();
    idle.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await until(
      () => /^HTTP\/1\.1 200/.test(idle.received()) && idle.received().includes('\r\n\r\n'),
    );

    // Two uploads under way: one that will finish, one whose client stalls.
    const finishing = await open();
    const finishingUpload = await uploadInHalves();
    const stalled = await open();
    const stalledUpload = await uploadInHalves();
    const seenBefore = requestsSeen;
    finishing.socket.write(finishingUpload.first);
    stalled.socket.write(stalledUpload.first);
    await until(() => requestsSeen >= seenBefore + 2);
    const storedBefore = stored();

    let stopped = false;
    const stopping = drainingStop(shop.app, { graceMs: 8_000 }).then((result) => {
      stopped = true;
      return result;
    });

    // The idle connection is closed at once, not after its keep-alive time.
    await idle.closed;
    expect(stopped).toBe(false);
    // No new connection is taken.
    const refused = connect(port, '127.0.0.1');
    const [error] = (await once(refused, 'error')) as [NodeJS.ErrnoException];
    expect(error.code).toBe('ECONNREFUSED');

    // The request under way finishes and is answered; its connection then closes.
    finishing.socket.write(finishingUpload.rest);
    await finishing.closed;
    expect(finishing.received()).toMatch(/^HTTP\/1\.1 200 /);
    expect(finishing.received()).toContain('"message":"Image uploaded"');
    expect(stored()).toBeGreaterThan(storedBefore);
    expect(stopped).toBe(false);

    // The stalled one is cut off once the grace time is over, and the stop completes.
    await stalled.closed;
    expect(stalled.received()).toBe('');
    expect(await stopping).toEqual({ cutOff: true });
  });
});
