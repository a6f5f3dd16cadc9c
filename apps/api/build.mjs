// Bundles the API (and the contract it imports as TypeScript) into dist/; npm packages stay external.
// Then makes the data directory snapshot a first `npm start` unpacks (decision record 009).
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter(
  (name) => !name.startsWith('@shop/'),
);

// Chunk names carry content hashes: without a clean start, every build's chunks would pile up.
rmSync(new URL('./dist', import.meta.url), { recursive: true, force: true });

await build({
  entryPoints: {
    main: 'src/main.ts',
    'seed-cli': 'src/seed/seed-cli.ts',
    'build-snapshot': 'src/seed/build-snapshot-cli.ts',
  },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: true,
  logLevel: 'warning',
});

const snapshot = spawnSync(process.execPath, ['dist/build-snapshot.js'], {
  cwd: import.meta.dirname,
  stdio: 'inherit',
});
if (snapshot.status !== 0) process.exit(snapshot.status ?? 1);
