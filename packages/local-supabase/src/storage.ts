import type { Database } from './sql';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { createHash, randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { asRole } from './rest';
import type { Reply, RequestContext } from './types';

const storageError = (status: number, error: string, message: string): Reply => ({
  status,
  body: { statusCode: String(status), error, message },
});

type Bucket = { public: boolean; file_size_limit: number | null; allowed_mime_types: string[] | null };

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

/**
 * Where an object's bytes live: `root/<bucket>/<hash of the name>`, flat as object storage is, so `a`
 * and `a/b.png` are two objects and never a file against a folder.
 */
export const objectFile = (root: string, bucket: string, path: string) =>
  join(root, bucket, createHash('sha256').update(path).digest('hex'));

/** Files on disk, rows in storage.objects; the rows decide who may write. */
export function createStorage(db: Database, root: string) {
  const fileFor = (bucket: string, path: string) => objectFile(root, bucket, path);

  const bucketInfo = async (id: string) =>
    (await db.query<Bucket>(`select public, file_size_limit, allowed_mime_types from storage.buckets where id = $1`, [id])).rows[0];

  async function upload(context: RequestContext, bucket: string, path: string, contentType: string, raw: Buffer): Promise<Reply> {
    const info = await bucketInfo(bucket);
    if (!info) return storageError(404, 'Bucket not found', 'Bucket not found');
    let bytes = raw;
    let type = contentType.split(';')[0]!.trim() || 'application/octet-stream';
    if (contentType.startsWith('multipart/form-data')) {
      const form = await new Request('http://local/', {
        method: 'POST',
        headers: { 'content-type': contentType },
        body: new Uint8Array(raw),
      })
        .formData()
        .catch(() => null);
      if (!form) return storageError(400, 'invalid_request', 'The multipart body could not be read');
      const file = [...form.values()].find((value): value is File => typeof value !== 'string');
      if (!file) return storageError(400, 'invalid_request', 'No file in the form');
      bytes = Buffer.from(await file.arrayBuffer());
      type = file.type || type;
    }
    if (info.file_size_limit !== null && bytes.length > Number(info.file_size_limit)) {
      return storageError(413, 'Payload too large', 'The object exceeded the maximum allowed size');
    }
    if (info.allowed_mime_types?.length && !info.allowed_mime_types.includes(type)) {
      return storageError(415, 'invalid_mime_type', `mime type ${type} is not supported`);
    }
    const file = fileFor(bucket, path);
    let written = false;
    try {
      // The file is written inside the row's transaction: a failed write rolls the row back, and a failed
      // commit removes the file, so either both exist or neither does.
      const id = await asRole(db, context, async (tx) => {
        const { rows } = await tx.query<{ id: string }>(
          `insert into storage.objects (bucket_id, name, owner, metadata) values ($1, $2, $3, $4) returning id`,
          [bucket, path, context.claims.sub ?? null, JSON.stringify({ mimetype: type, size: bytes.length })],
        );
        writeAtomically(file, bytes);
        written = true;
        return rows[0]!.id;
      });
      return { status: 200, body: { Key: `${bucket}/${path}`, Id: id } };
    } catch (error) {
      if (written) rmSync(file, { force: true });
      const code = (error as { code?: string }).code;
      if (code === '23505') return storageError(409, 'Duplicate', 'The resource already exists');
      if (code === '42501') return storageError(403, 'Unauthorized', 'new row violates row-level security policy');
      throw error;
    }
  }

  async function readPublic(bucket: string, path: string): Promise<Reply> {
    const info = await bucketInfo(bucket);
    const file = fileFor(bucket, path);
    if (!info?.public) return storageError(404, 'not_found', 'Object not found');
    const { rows } = await db.query<{ metadata: { mimetype?: string } | null }>(
      `select metadata from storage.objects where bucket_id = $1 and name = $2`,
      [bucket, path],
    );
    if (!rows[0] || !existsSync(file)) return storageError(404, 'not_found', 'Object not found');
    return {
      status: 200,
      raw: readFileSync(file),
      headers: { 'Content-Type': rows[0].metadata?.mimetype ?? 'application/octet-stream', 'X-Content-Type-Options': 'nosniff' },
    };
  }

  /** Puts the committed sample PDFs in the pdfs bucket, as a deploy would. */
  async function seedSamplePdfs() {
    const samples = fileURLToPath(new URL('../../../supabase/storage/pdfs/', import.meta.url));
    for (const name of readdirSync(samples).filter((file) => file.endsWith('.pdf'))) {
      const bytes = readFileSync(join(samples, name));
      await db.query(
        `insert into storage.objects (bucket_id, name, metadata) values ('pdfs', $1, $2) on conflict (bucket_id, name) do nothing`,
        [name, JSON.stringify({ mimetype: 'application/pdf', size: bytes.length })],
      );
      const file = fileFor('pdfs', name);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, bytes);
    }
  }

  return { upload, readPublic, seedSamplePdfs };
}
