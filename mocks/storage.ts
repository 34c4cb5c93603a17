import { http, HttpResponse } from 'msw';
import { callerFrom } from './caller';
import { buckets, mockDatabase } from './store';
import { mockSupabaseUrl } from './supabaseUrl';
import { objectPath } from '../supabase/rules/objectPath';

const storageError = (status: number, error: string, message: string) =>
  HttpResponse.json({ statusCode: String(status), error, message }, { status });

/** The object name after `/storage/v1/object/<bucket>/` (or `/object/public/<bucket>/`), as the URL encodes it. */
const objectPathOf = (request: Request, prefixSegments: number) =>
  objectPath(
    new URL(request.url).pathname
      .split('/')
      .slice(4 + prefixSegments)
      .join('/'),
  );

const invalidKey = () => storageError(400, 'invalid_key', 'Invalid object name');

/** Upload as storage-js sends it (multipart or raw): bucket limits, then storage.objects' policies. */
export const uploadHandler = http.post(`${mockSupabaseUrl}/storage/v1/object/:bucket/*`, async ({ request, params }) => {
  const bucketId = String(params.bucket);
  if (bucketId === 'public') return undefined;
  const path = objectPathOf(request, 1);
  if (path === null) return invalidKey();
  const bucket = buckets[bucketId];
  if (!bucket) return storageError(404, 'Bucket not found', 'Bucket not found');
  const contentType = request.headers.get('content-type') ?? '';
  let body: Blob;
  let type = contentType.split(';')[0]!.trim() || 'application/octet-stream';
  if (contentType.startsWith('multipart/form-data')) {
    const form = await request.formData().catch(() => null);
    if (!form) return storageError(400, 'invalid_request', 'The multipart body could not be read');
    const file = [...form.values()].find((value): value is File => typeof value !== 'string');
    if (!file) return storageError(400, 'invalid_request', 'No file in the form');
    body = file;
    type = file.type || type;
  } else {
    body = await request.blob();
  }
  if (body.size > bucket.fileSizeLimit) return storageError(413, 'Payload too large', 'The object exceeded the maximum allowed size');
  if (!bucket.allowedTypes.includes(type)) return storageError(415, 'invalid_mime_type', `mime type ${type} is not supported`);
  // The migration's only write policy: admins upload article images.
  const caller = callerFrom(request);
  if (!(bucketId === 'article-images' && caller.isAdmin))
    return storageError(403, 'Unauthorized', 'new row violates row-level security policy');
  if (mockDatabase.objects.some((object) => object.bucket === bucketId && object.name === path))
    return storageError(409, 'Duplicate', 'The resource already exists');
  const id = crypto.randomUUID();
  mockDatabase.objects.push({ bucket: bucketId, name: path, type, size: body.size, body });
  return HttpResponse.json({ Key: `${bucketId}/${path}`, Id: id });
});

/** The public URL `getPublicUrl()` builds: both buckets are public. */
export const publicObjectHandler = http.get(`${mockSupabaseUrl}/storage/v1/object/public/:bucket/*`, async ({ request, params }) => {
  const path = objectPathOf(request, 2);
  if (path === null) return invalidKey();
  const object = mockDatabase.objects.find((candidate) => candidate.bucket === String(params.bucket) && candidate.name === path);
  if (!object) return storageError(404, 'not_found', 'Object not found');
  const body = typeof object.body === 'function' ? await object.body() : object.body;
  return new HttpResponse(body, { status: 200, headers: { 'Content-Type': object.type, 'X-Content-Type-Options': 'nosniff' } });
});

/** HEAD of a public object: whether it exists, as the storage API answers it. */
export const publicObjectHeadHandler = http.head(`${mockSupabaseUrl}/storage/v1/object/public/:bucket/*`, ({ request, params }) => {
  const path = objectPathOf(request, 2);
  const object =
    path === null
      ? undefined
      : mockDatabase.objects.find((candidate) => candidate.bucket === String(params.bucket) && candidate.name === path);
  return new HttpResponse(null, { status: object ? 200 : 404, headers: object ? { 'Content-Type': object.type } : {} });
});

/** Override for download stories: the sample PDF is not in the bucket. */
export const samplePdfMissing = http.head(
  `${mockSupabaseUrl}/storage/v1/object/public/pdfs/*`,
  () => new HttpResponse(null, { status: 404 }),
);

export const storageHandlers = [publicObjectHeadHandler, publicObjectHandler, uploadHandler];
