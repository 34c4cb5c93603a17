import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createMetaConversionHandler } from '../../../supabase/functions/meta-conversion/handler';
import { ensureUser, handleAuth } from './auth';
import { openDatabase } from './database';
import { postgrestError } from './errors';
import { verifyJwt } from './jwt';
import { handleRest, loadSchemaCache } from './rest';
import { createStorage } from './storage';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Reply, RequestContext } from './types';

export type LocalSupabaseOptions = {
  port?: number;
  host?: string;
  /** Persist the embedded database here (default: in memory). */
  dataDir?: string;
  /** Use this PostgreSQL server instead of the embedded database. */
  databaseUrl?: string;
  /** Uploaded files (default: a temporary directory). */
  storageDir?: string;
  jwtSecret?: string;
  admin?: { email: string; password: string };
  maxBodyBytes?: number;
};

/** The Supabase CLI's local JWT secret: anyone may know it, it only guards a developer's machine. */
export const localJwtSecret = 'super-secret-jwt-token-with-at-least-32-characters-long';

const cors = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type, prefer, accept-profile, content-profile, x-upsert, range',
  'Access-Control-Allow-Methods': 'GET, HEAD, POST, PATCH, DELETE, OPTIONS',
  'Access-Control-Expose-Headers': 'content-range',
};

class BodyTooLarge extends Error {}

async function readBody(request: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new BodyTooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The request's role: a valid JWT's role claim; anything else (the anon key, sb_publishable_…) is anon. */
function contextFor(bearer: string | null, secret: string): RequestContext | 'bad-token' {
  if (!bearer || bearer.split('.').length !== 3) return { role: 'anon', claims: { role: 'anon' } };
  const claims = verifyJwt(bearer, secret);
  if (!claims) return 'bad-token';
  const role = claims.role === 'authenticated' || claims.role === 'service_role' ? claims.role : 'anon';
  return { role, claims };
}

export async function startLocalSupabase(options: LocalSupabaseOptions = {}) {
  const secret = options.jwtSecret ?? localJwtSecret;
  const db = await openDatabase({ dataDir: options.dataDir, databaseUrl: options.databaseUrl });
  const schema = await loadSchemaCache(db);
  if (options.admin) await ensureUser(db, options.admin.email, options.admin.password, true);
  const metaConversion = createMetaConversionHandler({ pixelId: process.env.META_PIXEL_ID, accessToken: process.env.META_ACCESS_TOKEN });
  const maxBody = options.maxBodyBytes ?? 6 * 1024 * 1024;
  const storage = createStorage(db, options.storageDir ?? mkdtempSync(join(tmpdir(), 'local-supabase-storage-')));
  await storage.seedSamplePdfs();

  const route = async (request: IncomingMessage, url: URL, raw: Buffer): Promise<Reply> => {
    const method = request.method ?? 'GET';
    const bearer = request.headers.authorization?.replace(/^Bearer\s+/i, '') ?? null;
    const isJson = (request.headers['content-type'] ?? '').includes('application/json');
    let body: unknown;
    if (raw.length && isJson) {
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        return postgrestError(400, 'PGRST102', 'Empty or invalid json');
      }
    }
    const [service, version, ...rest] = url.pathname.split('/').filter(Boolean);
    if (service === 'rest' && version === 'v1' && rest.length === 1) {
      const context = contextFor(bearer, secret);
      if (context === 'bad-token') return postgrestError(401, 'PGRST301', 'JWT could not be decoded or has expired');
      return handleRest(db, schema, context, method, rest[0]!, url, body, String(request.headers.prefer ?? ''));
    }
    if (service === 'storage' && version === 'v1' && rest[0] === 'object') {
      if (method === 'GET' && rest[1] === 'public' && rest.length >= 4) return storage.readPublic(rest[2]!, decodeURIComponent(rest.slice(3).join('/')));
      if (method === 'POST' && rest.length >= 3 && rest[1] !== 'public') {
        const context = contextFor(bearer, secret);
        if (context === 'bad-token') return { status: 400, body: { statusCode: '403', error: 'Unauthorized', message: 'invalid signature' } };
        return storage.upload(context, rest[1]!, decodeURIComponent(rest.slice(2).join('/')), String(request.headers['content-type'] ?? ''), raw);
      }
    }
    if (service === 'auth' && version === 'v1') return handleAuth(db, secret, method, `/${rest.join('/')}`, url, body, bearer);
    if (service === 'functions' && version === 'v1' && rest.join('/') === 'meta-conversion') {
      const response = await metaConversion(
        new Request(url, { method, headers: request.headers as Record<string, string>, body: method === 'GET' || method === 'HEAD' ? undefined : new Uint8Array(raw) }),
      );
      return { status: response.status, body: await response.json().catch(() => undefined) };
    }
    return { status: 404, body: { message: `Not supported by the local backend: ${method} ${url.pathname}` } };
  };

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://local');
    const send = (reply: Reply) => {
      const headers: Record<string, string> = { ...cors, ...reply.headers };
      if (reply.raw) {
        response.writeHead(reply.status, headers);
        return response.end(reply.raw);
      }
      if (reply.body !== undefined) headers['Content-Type'] = 'application/json; charset=utf-8';
      response.writeHead(reply.status, headers);
      response.end(reply.body === undefined ? undefined : JSON.stringify(reply.body));
    };
    if (request.method === 'OPTIONS') return send({ status: 204 });
    try {
      const raw = await readBody(request, maxBody);
      send(await route(request, url, raw));
    } catch (error) {
      if (error instanceof BodyTooLarge) return send(postgrestError(413, 'PGRST413', `Request body larger than ${maxBody} bytes`));
      console.error('local-supabase:', error);
      send(postgrestError(500, 'XX000', 'Internal error in the local backend'));
    }
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 54321, options.host ?? '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 54321);
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    db,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}
