import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ObjectStore, SeedObject } from './storage';

/**
 * Where an object's bytes live: `root/<bucket>/<hash of the name>`, flat as object storage is, so `a`
 * and `a/b.png` are two objects and never a file against a folder.
 */
export const objectFile = (root: string, bucket: string, path: string) =>
  join(root, bucket, createHash('sha256').update(path).digest('hex'));

/** Writes beside the target and renames, so a reader never sees half a file. */
function writeAtomically(file: string, bytes: Uint8Array) {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${randomUUID()}.part`;
  try {
    writeFileSync(temporary, bytes);
    renameSync(temporary, file);
  } finally {
    rmSync(temporary, { force: true });
  }
}

/** The Node server's object store: one file per object under `root`. */
export function fileObjectStore(root: string): ObjectStore {
  return {
    async read(bucket, path) {
      try {
        return new Uint8Array(readFileSync(objectFile(root, bucket, path)));
      } catch {
        return null;
      }
    },
    write: async (bucket, path, bytes) => writeAtomically(objectFile(root, bucket, path), bytes),
    remove: async (bucket, path) => rmSync(objectFile(root, bucket, path), { force: true }),
  };
}

/** The committed sample PDFs (supabase/storage/pdfs), which a deploy puts in the pdfs bucket. */
export function samplePdfs(): SeedObject[] {
  const folder = fileURLToPath(new URL('../../../supabase/storage/pdfs/', import.meta.url));
  return readdirSync(folder)
    .filter((file) => file.endsWith('.pdf'))
    .map((name) => ({ name, bytes: new Uint8Array(readFileSync(join(folder, name))) }));
}
