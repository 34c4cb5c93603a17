import { createServer, type IncomingMessage, type Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMetaConversionHandler } from '../../../supabase/functions/meta-conversion/handler';
import { createLeadIntakeHandler } from '../../../supabase/functions/lead-intake/handler';
import { createSampleDownloadHandler } from '../../../supabase/functions/sample-download/handler';
import { assertSafeSecret, corsHeaders, defaultAllowedOrigins, hostAllowed, localJwtSecret } from './access';
import { createAuth, ensureUser, type SignInLimits } from './auth';
import { openDatabase } from './database';
import { postgrestError } from './errors';
import { signJwt, verifyJwt } from './jwt';
import { handleRest, loadSchemaCache } from './rest';
import { createStorage } from './storage';
import { objectPath } from '../../../supabase/rules/objectPath';
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
  /** Signed-in accounts without any role (the admin page shows them the access-denied card). */
  users?: readonly { email: string; password: string }[];
  maxBodyBytes?: number;
  /** Browser origins allowed to read answers (CORS); default: the dev server, `npm start` and Storybook. */
  allowedOrigins?: readonly string[];
  /** Host names answered besides loopback ones. */
  allowedHosts?: readonly string[];
  signInLimits?: SignInLimits;
  /** Where errors and dry-run events are written (default: the console). */
  log?: (message: string, detail?: unknown) => void;
  /** Meta credentials; without them the meta-conversion function runs as a dry run. */
  meta?: { pixelId?: string; accessToken?: string; fetch?: typeof fetch };
  /** Where lead-intake sends visitors after a form (default: `npm start`'s site, http://127.0.0.1:4173). */
  siteOrigin?: string;
};

class BodyTooLarge extends Error {}

/** 2099-12-31: anon keys outlive any session, as the Supabase CLI's do. */
const anonKeyExpiry = 4_102_358_400;

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
function contextFor(bearer: string | null, secret: string, headers: Record<string, string>): RequestContext | 'bad-token' {
  if (!bearer || bearer.split('.').length !== 3) return { role: 'anon', claims: { role: 'anon' }, headers };
  const claims = verifyJwt(bearer, secret);
  if (!claims) return 'bad-token';
  const role = claims.role === 'authenticated' || claims.role === 'service_role' ? claims.role : 'anon';
  return { role, claims, headers };
}

/**
 * The headers PostgREST hands the database as request.headers, with X-Forwarded-For set to the
 * connecting address, as the API gateway in front of the real service sets it: a client's own value
 * never reaches the database.
 */
function forwardedHeaders(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) if (typeof value === 'string' && name !== 'authorization' && name !== 'cookie') headers[name] = value;
  headers['x-forwarded-for'] = request.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '';
  return headers;
}

/** The request target as a URL; null when it is not an origin-form path (`GET //a:99999`, `GET *`). */
function targetUrl(target: string | undefined): URL | null {
  if (!target?.startsWith('/')) return null;
  try {
    return new URL(`http://local${target}`);
  } catch {
    return null;
  }
}

export async function startLocalSupabase(options: LocalSupabaseOptions = {}) {
  const secret = options.jwtSecret ?? localJwtSecret;
  const host = options.host ?? '127.0.0.1';
  assertSafeSecret({ secret, host, databaseUrl: options.databaseUrl });
  const log = options.log ?? ((message: string, detail?: unknown) => console.error(message, detail ?? ''));
  const allowedOrigins = options.allowedOrigins ?? defaultAllowedOrigins;
  const allowedHosts = options.allowedHosts ?? [];
  const db = await openDatabase({ dataDir: options.dataDir, databaseUrl: options.databaseUrl });
  const schema = await loadSchemaCache(db);
  if (options.admin) await ensureUser(db, options.admin.email, options.admin.password, true);
  for (const user of options.users ?? []) await ensureUser(db, user.email, user.password, false);
  const handleAuth = await createAuth(db, secret, options.signInLimits);
  /** An anon key signed with this backend's secret, as a project's anon key is signed with its own. */
  const anonKey = signJwt({ role: 'anon', iss: 'local-supabase', exp: anonKeyExpiry }, secret);
  let ownUrl = '';
  const siteOrigin = options.siteOrigin ?? 'http://127.0.0.1:4173';
  // The functions the site calls, as Supabase Edge Functions would serve them; lead-intake inserts
  // through this server's own REST API with its anon key, as it does through PostgREST when deployed.
  const functions: Record<string, (request: Request) => Promise<Response>> = {
    'meta-conversion': createMetaConversionHandler({ ...options.meta, log: (message, detail) => console.info(message, detail ?? '') }),
    'lead-intake': (request) => createLeadIntakeHandler({ supabaseUrl: ownUrl, anonKey, siteOrigin, log })(request),
    'sample-download': (request) => createSampleDownloadHandler({ supabaseUrl: ownUrl, anonKey, siteOrigin, log })(request),
  };
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
    const context = () => contextFor(bearer, secret, forwardedHeaders(request));
    const [service, version, ...rest] = url.pathname.split('/').filter(Boolean);
    if (service === 'rest' && version === 'v1' && rest.length === 1) {
      const who = context();
      if (who === 'bad-token') return postgrestError(401, 'PGRST301', 'JWT could not be decoded or has expired');
      return handleRest(db, schema, who, method, rest[0]!, url, body, String(request.headers.prefer ?? ''), request.headers.range);
    }
    if (service === 'storage' && version === 'v1' && rest[0] === 'object') {
      // HEAD too: a page checks that a public file exists before sending a visitor to it.
      const isRead = (method === 'GET' || method === 'HEAD') && rest[1] === 'public';
      const segments = isRead ? rest.slice(3) : rest.slice(2);
      const bucket = isRead ? rest[2] : rest[1];
      if (bucket && segments.length && (isRead || (method === 'POST' && rest[1] !== 'public'))) {
        // From the target as sent: URL parsing would quietly fold `./x` and `a/../x` into other names.
        const rawPath = (request.url ?? '').split(/[?#]/)[0]!;
        const path = objectPath(rawPath.split('/').slice(isRead ? 6 : 5).join('/'));
        if (path === null) return { status: 400, body: { statusCode: '400', error: 'invalid_key', message: 'Invalid object name' } };
        if (isRead) return storage.readPublic(bucket, path);
        const who = context();
        if (who === 'bad-token') return { status: 400, body: { statusCode: '403', error: 'Unauthorized', message: 'invalid signature' } };
        return storage.upload(who, bucket, path, String(request.headers['content-type'] ?? ''), raw);
      }
    }
    if (service === 'auth' && version === 'v1') {
      return handleAuth(method, `/${rest.join('/')}`, url, body, bearer, request.socket.remoteAddress ?? 'unknown');
    }
    const fn = service === 'functions' && version === 'v1' && rest.length === 1 && Object.hasOwn(functions, rest[0]!) ? functions[rest[0]!] : undefined;
    if (fn) {
      // fetch's Request refuses methods such as TRACE; the functions only ever take POST.
      if (method !== 'POST') return { status: 405, body: { error: 'Use POST' }, headers: { Allow: 'POST, OPTIONS' } };
      const response = await fn(new Request(url, { method, headers: new Headers(forwardedHeaders(request)), body: new Uint8Array(raw) }));
      const headers: Record<string, string> = {};
      for (const name of ['content-type', 'location', 'cache-control', 'allow']) {
        const value = response.headers.get(name);
        if (value) headers[name] = value;
      }
      return { status: response.status, headers, raw: new Uint8Array(await response.arrayBuffer()) };
    }
    return { status: 404, body: { message: `Not supported by the local backend: ${method} ${url.pathname}` } };
  };

  const server: Server = createServer(async (request, response) => {
    const requestId = randomUUID();
    const send = (reply: Reply) => {
      if (response.headersSent) return;
      let { body } = reply;
      // A server error's detail goes to the log under the request id; the client gets the id only.
      if (reply.status >= 500 && !reply.raw) {
        log(`local-supabase: ${reply.status} for ${request.method} ${request.url} (request ${requestId})`, reply.body);
        body = { code: 'XX000', message: 'Internal error in the local backend', details: null, hint: `Request id ${requestId}` };
      }
      const headers: Record<string, string> = { ...corsHeaders(request.headers.origin, allowedOrigins), 'X-Request-Id': requestId, ...reply.headers };
      if (reply.raw) {
        response.writeHead(reply.status, headers);
        return response.end(reply.raw);
      }
      if (body !== undefined) headers['Content-Type'] = 'application/json; charset=utf-8';
      response.writeHead(reply.status, headers);
      response.end(body === undefined ? undefined : JSON.stringify(body));
    };
    try {
      if (!hostAllowed(request.headers.host, allowedHosts)) return send({ status: 403, body: { message: 'This host name is not served by the local backend' } });
      const url = targetUrl(request.url);
      if (!url) return send({ status: 400, body: { message: 'Bad request target' } });
      if (request.method === 'OPTIONS') return send({ status: 204 });
      const raw = await readBody(request, maxBody);
      send(await route(request, url, raw));
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        send(postgrestError(413, 'PGRST413', `Request body larger than ${maxBody} bytes`));
        return void request.resume();
      }
      send({ status: 500, body: error instanceof Error ? error.stack : String(error) });
    }
  });
  // A client that sends garbage before any request line gets 400 and the socket closes; the server goes on.
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 54321, host, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 54321);
  ownUrl = `http://${host}:${port}`;
  return {
    url: ownUrl,
    anonKey,
    db,
    async stop() {
      server.closeAllConnections?.();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}
