import type { Database } from './sql';
import { asRole } from './rest';
import type { Reply, RequestContext } from './types';

const storageError = (status: number, error: string, message: string): Reply => ({
  status,
  body: { statusCode: String(status), error, message },
});

type Bucket = { public: boolean; file_size_limit: number | null; allowed_mime_types: string[] | null };

/** Where objects' bytes live: files on disk for the Node server (fileObjectStore.ts), memory in the browser. */
export type ObjectStore = {
  read(bucket: string, path: string): Promise<Uint8Array<ArrayBuffer> | null>;
  /** Whole or not at all: a reader never sees half an object. */
  write(bucket: string, path: string, bytes: Uint8Array<ArrayBuffer>): Promise<void>;
  remove(bucket: string, path: string): Promise<void>;
};

/** An object store in memory, for a backend that keeps nothing (the browser's). */
export function memoryObjectStore(): ObjectStore {
  const objects = new Map<string, Uint8Array<ArrayBuffer>>();
  const key = (bucket: string, path: string) => JSON.stringify([bucket, path]);
  return {
    read: async (bucket, path) => objects.get(key(bucket, path)) ?? null,
    write: async (bucket, path, bytes) => void objects.set(key(bucket, path), bytes),
    remove: async (bucket, path) => void objects.delete(key(bucket, path)),
  };
}

/** A file the deploy puts in a bucket (the sample PDFs). */
export type SeedObject = { name: string; bytes: Uint8Array<ArrayBuffer> };

type Storage = { db: Database; objects: ObjectStore };
type Bytes = Uint8Array<ArrayBuffer>;

const bucketInfo = async (db: Database, id: string) =>
  (await db.query<Bucket>(`select public, file_size_limit, allowed_mime_types from storage.buckets where id = $1`, [id])).rows[0];

/** The file of a multipart body (as storage-js sends a File), or the raw body with its own type. */
async function uploadedFile(contentType: string, raw: Bytes): Promise<{ bytes: Bytes; type: string } | Reply> {
  const type = contentType.split(';')[0]!.trim() || 'application/octet-stream';
  if (!contentType.startsWith('multipart/form-data')) return { bytes: raw, type };
  const form = await new Request('http://local/', { method: 'POST', headers: { 'content-type': contentType }, body: raw })
    .formData()
    .catch(() => null);
  if (!form) return storageError(400, 'invalid_request', 'The multipart body could not be read');
  const file = [...form.values()].find((value): value is File => typeof value !== 'string');
  if (!file) return storageError(400, 'invalid_request', 'No file in the form');
  return { bytes: new Uint8Array(await file.arrayBuffer()), type: file.type || type };
}

/** An upload as the caller: the bucket's size and type limits, then storage.objects' policies decide. */
async function upload(
  { db, objects }: Storage,
  context: RequestContext,
  bucket: string,
  path: string,
  contentType: string,
  raw: Bytes,
): Promise<Reply> {
  const info = await bucketInfo(db, bucket);
  if (!info) return storageError(404, 'Bucket not found', 'Bucket not found');
  const file = await uploadedFile(contentType, raw);
  if ('status' in file) return file;
  const { bytes, type } = file;
  if (info.file_size_limit !== null && bytes.length > Number(info.file_size_limit)) {
    return storageError(413, 'Payload too large', 'The object exceeded the maximum allowed size');
  }
  if (info.allowed_mime_types?.length && !info.allowed_mime_types.includes(type)) {
    return storageError(415, 'invalid_mime_type', `mime type ${type} is not supported`);
  }
  let written = false;
  try {
    // The bytes are written inside the row's transaction: a failed write rolls the row back, and a failed
    // commit removes the bytes, so either both exist or neither does.
    const id = await asRole(db, context, async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `insert into storage.objects (bucket_id, name, owner, metadata) values ($1, $2, $3, $4) returning id`,
        [bucket, path, context.claims.sub ?? null, JSON.stringify({ mimetype: type, size: bytes.length })],
      );
      await objects.write(bucket, path, bytes);
      written = true;
      return rows[0]!.id;
    });
    return { status: 200, body: { Key: `${bucket}/${path}`, Id: id } };
  } catch (error) {
    if (written) await objects.remove(bucket, path);
    const code = (error as { code?: string }).code;
    if (code === '23505') return storageError(409, 'Duplicate', 'The resource already exists');
    if (code === '42501') return storageError(403, 'Unauthorized', 'new row violates row-level security policy');
    throw error;
  }
}

/** A public bucket's object, with its stored type and nosniff. */
async function readPublic({ db, objects }: Storage, bucket: string, path: string): Promise<Reply> {
  const info = await bucketInfo(db, bucket);
  if (!info?.public) return storageError(404, 'not_found', 'Object not found');
  const { rows } = await db.query<{ metadata: { mimetype?: string } | null }>(
    `select metadata from storage.objects where bucket_id = $1 and name = $2`,
    [bucket, path],
  );
  const bytes = rows[0] ? await objects.read(bucket, path) : null;
  if (!rows[0] || !bytes) return storageError(404, 'not_found', 'Object not found');
  return {
    status: 200,
    raw: bytes,
    headers: { 'Content-Type': rows[0].metadata?.mimetype ?? 'application/octet-stream', 'X-Content-Type-Options': 'nosniff' },
  };
}

/** Puts the committed sample PDFs in the pdfs bucket, as a deploy would. */
async function seedSamplePdfs({ db, objects }: Storage, samples: readonly SeedObject[]) {
  for (const { name, bytes } of samples) {
    await db.query(
      `insert into storage.objects (bucket_id, name, metadata) values ('pdfs', $1, $2) on conflict (bucket_id, name) do nothing`,
      [name, JSON.stringify({ mimetype: 'application/pdf', size: bytes.length })],
    );
    await objects.write('pdfs', name, bytes);
  }
}

/**
 * A removal as the caller (storage-js's `remove`: DELETE /object/<bucket>, the names as `prefixes`): storage.objects'
 * policies decide which rows go, and the bytes of those go after them. The names it removed, as Storage answers.
 */
async function remove({ db, objects }: Storage, context: RequestContext, bucket: string, raw: Bytes): Promise<Reply> {
  let names: unknown;
  try {
    names = (JSON.parse(new TextDecoder().decode(raw)) as { prefixes?: unknown } | null)?.prefixes;
  } catch {
    names = undefined;
  }
  const valid =
    Array.isArray(names) &&
    names.length >= 1 &&
    names.length <= 1000 &&
    names.every((name) => typeof name === 'string' && name.length >= 1 && name.length <= 1024);
  if (!valid) return storageError(400, 'invalid_request', 'prefixes: a list of 1 to 1000 object names');
  const removed = await asRole(db, context, async (tx) => {
    const { rows } = await tx.query<{ id: string; name: string }>(
      `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning id, name`,
      [bucket, names],
    );
    return rows;
  });
  for (const row of removed) await objects.remove(bucket, row.name);
  return { status: 200, body: removed.map((row) => ({ bucket_id: bucket, id: row.id, name: row.name })) };
}

/** Bytes in an object store, rows in storage.objects; the rows decide who may write. */
export function createStorage(db: Database, objects: ObjectStore) {
  const storage: Storage = { db, objects };
  return {
    upload: (context: RequestContext, bucket: string, path: string, contentType: string, raw: Bytes) =>
      upload(storage, context, bucket, path, contentType, raw),
    remove: (context: RequestContext, bucket: string, raw: Bytes) => remove(storage, context, bucket, raw),
    readPublic: (bucket: string, path: string) => readPublic(storage, bucket, path),
    seedSamplePdfs: (samples: readonly SeedObject[]) => seedSamplePdfs(storage, samples),
  };
}
