import { openSync, readFileSync, unlinkSync, writeSync, closeSync } from 'node:fs';
import { dirname } from 'node:path';
import { makePrivateDirSync, PRIVATE_FILE_MODE } from './private-files';

/**
 * PGlite takes no lock of its own, and two processes writing one data directory corrupt it.
 * This lock file beside the directory makes a second process refuse to start instead. The folder
 * holding both (DATA_DIR) is made its owner's alone (0700), the lock file too (0600).
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = `${dataDir}.lock`;
  makePrivateDirSync(dirname(lockPath));

  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx', PRIVATE_FILE_MODE);
      writeSync(fd, JSON.stringify({ pid: process.pid, since: new Date().toISOString() }));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        try {
          unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if (!isErrno(error, 'EEXIST')) throw error;
      const holder = readHolderPid(lockPath);
      // This very process counts as alive too: a second open here would corrupt the data as well.
      if (holder !== undefined && (holder === process.pid || isProcessAlive(holder))) {
        throw new Error(
          `The embedded database in ${dataDir} is already open in process ${holder}. ` +
            'Stop that process first, or give this one its own DATA_DIR (or a DATABASE_URL). ' +
            `If no shop process is running, delete ${lockPath}.`,
        );
      }
      // The holder died without cleaning up (a crash or SIGKILL): the lock is stale.
      unlinkSync(lockPath);
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

function readHolderPid(lockPath: string): number | undefined {
  try {
    const { pid } = JSON.parse(readFileSync(lockPath, 'utf8')) as { pid?: unknown };
    return typeof pid === 'number' ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return isErrno(error, 'EPERM');
  }
}

function isErrno(error: unknown, code: string): boolean {
  return error instanceof Error && 'code' in error && error.code === code;
}
