import { createReadStream } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';

/** Where file bytes live. Disk today; an object store can implement the same three calls. */
export interface FileStore {
  put(key: string, data: Buffer): Promise<void>;
  read(key: string): Readable;
  remove(key: string): Promise<void>;
}

export function diskStore(root: string): FileStore {
  // Keys are server-generated (uuid); two-level fan-out keeps folders small.
  const path = (key: string) => join(root, key.slice(0, 2), key);
  return {
    async put(key, data) {
      await mkdir(dirname(path(key)), { recursive: true });
      await writeFile(path(key), data, { flag: 'wx' });
    },
    read: (key) => createReadStream(path(key)),
    remove: (key) => rm(path(key), { force: true }),
  };
}
