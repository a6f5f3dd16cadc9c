import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../test/test-shop';

// A slowloris client opens a connection and sends its headers a byte at a time, so each socket
// stays busy for as long as it likes; enough of them exhaust the server's sockets.

let shop: TestShop;
let port: number;

beforeAll(async () => {
  shop = await createTestShop({
    ORDER_SWEEP_INTERVAL_SECONDS: '0',
    HTTP_HEADERS_TIMEOUT_SECONDS: '1',
    HTTP_IDLE_TIMEOUT_SECONDS: '2',
  });
  await shop.app.listen({ host: '127.0.0.1', port: 0 });
  port = (shop.app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await shop.close();
});

/** Opens a connection, sends `first`, then one byte of `trickle` every `everyMs`; answers when and how it closed. */
function slowClient(first: string, trickle: string, everyMs: number) {
  return new Promise<{ closedAfterMs: number; received: string }>((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let received = '';
    let sent = 0;
    const timer = setInterval(() => {
      if (socket.writable) socket.write(trickle.charAt(sent++ % trickle.length));
    }, everyMs);
    socket.on('connect', () => socket.write(first));
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ closedAfterMs: Date.now() - started, received });
    });
    // The test's own bound: a socket still open after 8 s is a server that never cut it off.
    setTimeout(() => {
      socket.destroy();
    }, 8_000);
  });
}

describe('slow clients', () => {
  it('are cut off when their headers take longer than the headers timeout', async () => {
    const { closedAfterMs, received } = await slowClient(
      'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n',
      'X-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
      200,
    );
    expect(closedAfterMs).toBeLessThan(6_000);
    expect(received).toMatch(/^HTTP\/1\.1 408/);
  });

  it('are cut off when they connect and send nothing', async () => {
    const { closedAfterMs } = await slowClient('', '', 60_000);
    expect(closedAfterMs).toBeLessThan(6_000);
  });

  it('while a prompt request is answered as before', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(response.status).toBe(200);
  });
});
