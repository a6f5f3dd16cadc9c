import { keepNewFilesPrivate } from '../db/private-files';
import { DATA_DIR_SNAPSHOT_DIR } from '../paths';
import { writeDataDirSnapshot } from './data-dir-snapshot-builder';

// Run by `npm run build` after bundling: the ready-made data directories a first start unpacks.
keepNewFilesPrivate();
const startedAt = performance.now();
const manifest = await writeDataDirSnapshot(process.argv[2] ?? DATA_DIR_SNAPSHOT_DIR);
process.stdout.write(
  `Data directory snapshot: ${manifest.migrations.length} migrations, demo seeded, in ${((performance.now() - startedAt) / 1000).toFixed(1)} s\n`,
);
