import { chmod, rm } from 'node:fs/promises';
import { createConnection, createServer, type Socket } from 'node:net';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { writeBackup } from './backup';

/**
 * While the shop runs, its embedded database is locked to its process; `npm run backup` asks that
 * process for the backup over a Unix socket in DATA_DIR (decision record 015). Nothing is added to
 * the HTTP port: only a process of this machine's same user can reach the socket.
 */
export function backupSocketPath(dataDir: string): string {
  return join(dataDir, 'backup.sock');
}

const REQUEST = 'backup';

export interface BackupChannel {
  /** Takes no new request; resolves when the backup being taken (if any) is written. */
  close(): Promise<void>;
  /** Cuts off a backup still being sent (its file is then refused as cut short). */
  destroy(): void;
}

/**
 * Listens for backup requests when the database is the embedded one. Undefined when it is not,
 * or when the socket cannot be made (then `npm run backup` needs the shop stopped, and says so).
 */
export async function listenForBackups(
  config: Config,
  handle: DatabaseHandle,
  log: FastifyBaseLogger,
): Promise<BackupChannel | undefined> {
  if (!handle.copyDataDir) return undefined;
  const path = backupSocketPath(config.dataDir);
  let running: Promise<void> | undefined;
  let closing = false;
  const sockets = new Set<Socket>();

  const takeBackup = (socket: Socket) => {
    if (closing || running) {
      const reason = closing ? 'the shop is shutting down' : 'a backup is already being taken';
      socket.end(`ERROR ${reason}\n`);
      return;
    }
    socket.write('OK\n');
    const startedAt = Date.now();
    running = writeBackup(handle, config, socket)
      .then(
        () => {
          log.info({ ms: Date.now() - startedAt }, 'backup taken');
        },
        (error: unknown) => {
          log.error({ err: error }, 'backup failed');
          socket.destroy();
        },
      )
      .finally(() => {
        running = undefined;
      });
  };

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.on('error', () => {
      // The requester went away; the backup's own pipeline reports what it failed to send.
    });
    let received = '';
    socket.setTimeout(10_000, () => socket.destroy());
    const onData = (chunk: Buffer) => {
      received += chunk.toString('utf8');
      const newline = received.indexOf('\n');
      if (newline === -1) {
        if (received.length > 100) socket.destroy();
        return;
      }
      socket.off('data', onData);
      socket.setTimeout(0);
      const command = received.slice(0, newline).trim();
      if (command === REQUEST) takeBackup(socket);
      else socket.end(`ERROR unknown request\n`);
    };
    socket.on('data', onData);
  });
  server.unref();

  try {
    // This process holds the data directory's lock: a socket file there is a dead process's.
    await rm(path, { force: true });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(path, () => {
        server.off('error', reject);
        resolve();
      });
    });
    await chmod(path, 0o600);
  } catch (error) {
    log.warn(
      { err: error },
      `backups while the shop runs are unavailable (no socket at ${path}); ` +
        '`npm run backup` works with the shop stopped',
    );
    server.close();
    return undefined;
  }

  return {
    async close() {
      closing = true;
      await new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      });
      await running;
    },
    destroy() {
      for (const socket of sockets) socket.destroy();
    },
  };
}

function isErrno(error: unknown, ...codes: string[]): boolean {
  return error instanceof Error && 'code' in error && codes.includes(String(error.code));
}

/**
 * Asks the shop running on dataDir for a backup and writes it to `output`. False when no shop
 * listens there (none runs, or one that died); throws when the shop refuses.
 */
export async function requestBackup(dataDir: string, output: Writable): Promise<boolean> {
  const socket = await new Promise<Socket | undefined>((resolve, reject) => {
    const connection = createConnection(backupSocketPath(dataDir));
    const onError = (error: unknown) => {
      if (isErrno(error, 'ENOENT', 'ECONNREFUSED')) resolve(undefined);
      else reject(error instanceof Error ? error : new Error(String(error)));
    };
    connection.once('error', onError);
    connection.once('connect', () => {
      connection.off('error', onError);
      resolve(connection);
    });
  });
  if (!socket) return false;
  socket.write(`${REQUEST}\n`);

  const chunks = socket[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let head = Buffer.alloc(0);
  let newline = -1;
  while (newline === -1) {
    const next = await chunks.next();
    if (next.done) throw new Error('The running shop closed the backup request without answering');
    head = Buffer.concat([head, next.value]);
    newline = head.indexOf(0x0a);
  }
  const answer = head.subarray(0, newline).toString('utf8');
  if (answer !== 'OK') {
    socket.destroy();
    throw new Error(`The running shop refused the backup: ${answer.replace(/^ERROR /, '')}`);
  }
  const rest = head.subarray(newline + 1);
  await pipeline(async function* () {
    if (rest.length > 0) yield rest;
    for (;;) {
      const next = await chunks.next();
      if (next.done) return;
      yield next.value;
    }
  }, output);
  return true;
}
