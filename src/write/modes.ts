// The output is for publishing: a web server running as another user must be able to read it.
// Folders are 0755 and files 0644 whatever the temporary folder's mode (mkdtemp makes 0700), the
// umask, or the mode of a file copied from the site (a 0600 image in static/ would get a 403).
import fs from 'node:fs';
import path from 'node:path';

export const FOLDER_MODE = 0o755;
export const FILE_MODE = 0o644;

/** mkdir -p, every folder it creates 0755. */
export function makeFolder(dir: string): void {
  const first = fs.mkdirSync(dir, {recursive: true});
  if (!first) return;
  for (let folder = dir; ; folder = path.dirname(folder)) {
    fs.chmodSync(folder, FOLDER_MODE);
    if (folder === first || path.dirname(folder) === folder) break;
  }
}

/**
 * Whether a file created with FILE_MODE gets it: the umask clears no bit of it (the usual 022).
 * Read at every write, as a caller may change the umask meanwhile. A build writes up to three
 * files per page (the page, .gz, .br): a chmod each is a system call saved when the umask keeps it.
 */
const umaskKeepsMode = () => (process.umask() & FILE_MODE) === 0;

/** Writes a new file (the writers never write over one in place) with FILE_MODE. */
export async function writeFile(file: string, content: string | Uint8Array | readonly Uint8Array[]): Promise<void> {
  await fs.promises.writeFile(file, content, {mode: FILE_MODE});
  if (!umaskKeepsMode()) await fs.promises.chmod(file, FILE_MODE);
}

export function writeFileSync(file: string, content: string | Uint8Array | readonly Uint8Array[]): void {
  if (typeof content === 'string' || content instanceof Uint8Array) fs.writeFileSync(file, content, {mode: FILE_MODE});
  else writeChunksSync(file, content);
  if (!umaskKeepsMode()) fs.chmodSync(file, FILE_MODE);
}

/** Chunks written one after the other into a new file, never joined. */
function writeChunksSync(file: string, chunks: readonly Uint8Array[]): void {
  const fd = fs.openSync(file, 'w', FILE_MODE);
  try {
    for (const chunk of chunks) for (let at = 0; at < chunk.byteLength; ) at += fs.writeSync(fd, chunk, at);
  } finally {
    fs.closeSync(fd);
  }
}

export async function copyFile(from: string, to: string): Promise<void> {
  await fs.promises.copyFile(from, to);
  await fs.promises.chmod(to, FILE_MODE);
}
