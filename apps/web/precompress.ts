import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The files browsers download as text: the ones worth sending compressed. */
const TEXT_FILE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/;

/** A file smaller than this fits in a packet or two as it is: compressing it gains nothing. */
const MIN_BYTES = 1024;

/**
 * What the browser build leaves out: the server's render and the build manifest (read by the API,
 * never downloaded), and index.html (the template the API composes pages from, decision 011).
 */
function downloaded(path: string): boolean {
  return !/^(server|\.vite)\//.test(path) && path !== 'index.html';
}

/**
 * Writes each text file of the browser build beside itself compressed, as `name.br` (Brotli at its
 * best quality) and `name.gz` (gzip at level 9). The API serves those as they are (decision 031):
 * compressed on every request, each file cost the server about 6 ms of CPU, some 80 ms per cold
 * page load, competing with the phone's own work when both run on one machine; and the best
 * quality, too slow to make per request, saves a tenth of the bytes besides.
 */
export function precompress(): Plugin {
  let outDir = '';
  let ssr = false;
  return {
    name: 'shop:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      ssr = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (ssr) return;
      await precompressDir(outDir);
    },
  };
}

/** Compresses every downloaded text file under `dir` (see `precompress`); returns their paths. */
export async function precompressDir(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => downloaded(relative(dir, path).split('\\').join('/')));
  const done: string[] = [];
  await Promise.all(
    files.map(async (path) => {
      const body = await readFile(path);
      if (body.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
            [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzipAsync(body, { level: zlibConstants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
      done.push(path);
    }),
  );
  return done.sort();
}
