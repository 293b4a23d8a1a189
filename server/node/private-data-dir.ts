import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

/** Owner only: the data directory holds every shopper's account and the signing secret. */
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIR_MODE = 0o700;
/** Leaves new files 0600 and folders 0700, whatever the umask the process started with. */
const PRIVATE_UMASK = 0o077;

/**
 * Makes the embedded database's directory private before anything opens it. PGlite's file
 * system creates files as 0666 and folders as 0777 less the umask (0644 and 0755 under the usual
 * 022, 0666 under 000), so the process's umask is set to 077 for every file made from now on,
 * and whatever an earlier start left readable is brought down to owner-only.
 * Returns how many entries it had to change.
 */
export async function makeDataDirPrivate(dataDir: string): Promise<number> {
  process.umask(PRIVATE_UMASK);
  const root = path.resolve(dataDir);
  await mkdir(root, { recursive: true, mode: PRIVATE_DIR_MODE });
  return restrictTree(root);
}

/** Walks the tree with a list of its own (1,000 files and more), never following a symlink. */
async function restrictTree(root: string): Promise<number> {
  let changed = 0;
  const pending = [root];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const stats = await lstat(next).catch(() => null);
    // Gone since it was listed (PGlite's own temporary files), or a link we must not follow.
    if (!stats || stats.isSymbolicLink()) continue;
    const wanted = stats.isDirectory() ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE;
    if ((stats.mode & 0o777) !== wanted) {
      await chmod(next, wanted);
      changed += 1;
    }
    if (stats.isDirectory()) {
      for (const name of await readdir(next)) pending.push(path.join(next, name));
    }
  }
  return changed;
}
