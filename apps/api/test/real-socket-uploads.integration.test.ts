import { readdirSync, existsSync } from 'node:fs';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { once } from 'node:events';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, makeShopper } from './shop-fixtures';
import { createTestShop, type TestShop } from './test-shop';
import { multipartFile } from './user-fixtures';

// Uploads as a browser sends them: over a real socket, several on one kept-alive connection. The
// multipart reader stops at UPLOAD_MAX_MB; when the limit falls on the end of a chunk the socket
// delivered, it handed back the file cut off instead of refusing it, and the cut-off file was
// stored. Each over-limit body here is written in two parts split exactly at the limit, which is
// how a real connection delivers it now and then.

let shop: TestShop;
let port: number;

beforeAll(async () => {
  shop = await createTestShop({ ORDER_SWEEP_INTERVAL_SECONDS: '0' });
  await shop.app.listen({ host: '127.0.0.1', port: 0 });
  port = (shop.app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await shop.close();
});

const storedFiles = () =>
  existsSync(shop.config.uploadsDir) ? readdirSync(shop.config.uploadsDir).sort() : [];

interface Answer {
  status: number;
  message: string;
}

/** One HTTP/1.1 answer read off the socket (the shop's answers carry a Content-Length). */
function nextAnswer(socket: Socket): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let received = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const text = received.toString('latin1');
      const headEnd = text.indexOf('\r\n\r\n');
      const length = /\r\ncontent-length: (\d+)\r\n/i.exec(text.slice(0, headEnd + 2));
      if (headEnd < 0 || !length) return;
      const bodyEnd = headEnd + 4 + Number(length[1]);
      if (received.length < bodyEnd) return;
      socket.off('data', onData);
      socket.off('close', onClose);
      const body = received.subarray(headEnd + 4, bodyEnd).toString('utf8');
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]),
        message: (JSON.parse(body) as { message: string }).message,
      });
    };
    const onClose = () => {
      reject(new Error('the shop closed the kept-alive connection'));
    };
    socket.on('data', onData);
    socket.once('close', onClose);
  });
}

/**
 * Sends one upload on `socket` and reads its answer. `splitAt` (bytes of the file) writes the
 * body in two parts, the second once the first has left and the shop had a moment to read it.
 */
async function upload(
  socket: Socket,
  route: { method: string; path: string; field: string; token: string },
  file: Buffer,
  splitAt?: number,
): Promise<Answer> {
  const form = multipartFile(route.field, 'photo.png', 'image/png', file);
  const head = Buffer.from(
    `${route.method} ${route.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n` +
      `Authorization: Bearer ${route.token}\r\nContent-Type: ${form.headers['content-type']}\r\n` +
      `Content-Length: ${String(form.payload.length)}\r\n\r\n`,
  );
  const answer = nextAnswer(socket);
  const fileStarts = form.payload.indexOf('\r\n\r\n') + 4;
  const parts =
    splitAt === undefined
      ? [Buffer.concat([head, form.payload])]
      : [
          Buffer.concat([head, form.payload.subarray(0, fileStarts + splitAt)]),
          form.payload.subarray(fileStarts + splitAt),
        ];
  for (const [index, part] of parts.entries()) {
    if (index > 0) await new Promise((resolve) => setTimeout(resolve, 25));
    if (!socket.write(part)) await once(socket, 'drain');
  }
  return answer;
}

async function openConnection(): Promise<Socket> {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  socket.on('error', () => undefined);
  return socket;
}

/** A real PNG, then bytes after its end: the first UPLOAD_MAX_MB of it decode as an image. */
async function oversizedPng(limit: number): Promise<Buffer> {
  const png = await sharp({
    create: { width: 64, height: 48, channels: 3, background: '#b91c1c' },
  })
    .png()
    .toBuffer();
  return Buffer.concat([png, Buffer.alloc(limit + 1_100_000 - png.length, 0x20)]);
}

describe('an upload over the limit, sent again and again on one kept-alive connection', () => {
  it.each([
    ['the admin image upload', 'POST', '/api/file/upload', 'image', 'admin'],
    ['the avatar upload', 'PUT', '/api/user/upload-avatar', 'avatar', 'shopper'],
  ] as const)(
    '%s answers 413 every time and stores nothing',
    async (_name, method, path, field, who) => {
      const limit = shop.config.uploadMaxBytes;
      const token = (who === 'admin' ? await makeAdmin(shop) : await makeShopper(shop)).token;
      const route = { method, path, field, token };
      const file = await oversizedPng(limit);
      const before = storedFiles();
      const socket = await openConnection();
      try {
        const answers: Answer[] = [];
        for (let attempt = 0; attempt < 6; attempt++) {
          // Split at the limit, or sent whole: both ways a browser's body arrives.
          answers.push(await upload(socket, route, file, attempt % 3 === 2 ? undefined : limit));
        }
        expect(answers).toEqual(
          Array.from({ length: 6 }, () => ({ status: 413, message: 'The file is too large' })),
        );
        expect(storedFiles()).toEqual(before);

        // The same connection still carries a file within the limit, stored as usual.
        const small = await sharp({
          create: { width: 64, height: 48, channels: 3, background: '#1d4ed8' },
        })
          .png()
          .toBuffer();
        const accepted = await upload(socket, route, small);
        expect(accepted.status).toBe(200);
        expect(storedFiles().length).toBeGreaterThan(before.length);
      } finally {
        socket.destroy();
      }
    },
  );
});
