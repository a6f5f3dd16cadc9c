// Starts a throwaway PostgreSQL cluster on a free port under /tmp, for tests and benchmarks.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, chmodSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The bin folder of the newest PostgreSQL server installed from Debian's packages, if any.
 * @param {string} [root] where Debian puts the servers; another folder only in tests
 */
export function findPostgresBin(root = '/usr/lib/postgresql') {
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : undefined;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * initdb refuses to run as root; as root the cluster belongs to the `postgres` user instead.
 * @param {string} bin @param {string[]} args
 */
function runPostgresTool(bin, args) {
  const asRoot = process.getuid?.() === 0;
  const [command, commandArgs] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', bin, ...args]]
    : [bin, args];
  const result = spawnSync(command, commandArgs, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${bin} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  }
}

/** @returns {Promise<{ url: string, stop: () => void }>} */
export async function startThrowawayPostgres() {
  const bin = findPostgresBin();
  if (!bin)
    throw new Error(
      'No PostgreSQL server found under /usr/lib/postgresql (apt-get install postgresql)',
    );
  const dir = mkdtempSync(join(tmpdir(), 'shop-pg-'));
  chmodSync(dir, 0o777);
  const dataDir = join(dir, 'data');
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir]);
  const port = await freePort();
  runPostgresTool(join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ]);
  runPostgresTool(join(bin, 'pg_ctl'), [
    '-D',
    dataDir,
    '-l',
    join(dir, 'server.log'),
    '-w',
    '-t',
    '60',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    'start',
  ]);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      runPostgresTool(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}
