import { createServer, type IncomingMessage, type Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLeadIntakeHandler } from '../../../supabase/functions/lead-intake/handler';
import { createSampleDownloadHandler } from '../../../supabase/functions/sample-download/handler';
import { createSiteRebuildHandler } from '../../../supabase/functions/site-rebuild/handler';
import { createMorningDigestHandler } from '../../../supabase/functions/morning-digest/handler';
import { postgrestDigestStore } from '../../../supabase/functions/morning-digest/store';
import { createBuildHook, type BuildHook } from '../../../supabase/functions/site-rebuild/buildHook';
import { postgrestRebuildStore } from '../../../supabase/functions/site-rebuild/store';
import { clientAddressHeader } from '../../../supabase/functions/_shared/clientAddress';
import { securityHeaderNames } from '../../../supabase/functions/_shared/securityHeaders';
import { postgrestIntakeStore } from '../../../supabase/functions/_shared/intakeStore';
import { createLeadConversion, type ConversionCredentials } from '../../../supabase/functions/_shared/leadConversion';
import { createLeadNotifier } from '../../../supabase/functions/_shared/leadEmail';
import { emlMailer } from './mail';
import { defaultIntakeLimits, type IntakeLimits } from '../../../supabase/functions/_shared/settings';
import { isJsonContentType, jsonDepthExceeds } from '../../../supabase/rules/body';
import { assertSafeSecret, corsHeaders, defaultAllowedOrigins, hostAllowed, localJwtSecret } from './access';
import { createAuth, ensureUser, type SignInLimits } from './auth';
import { openDatabase } from './database';
import { postgrestError } from './errors';
import { signJwt, verifyJwt } from './jwt';
import { handleRest, handleRpc, loadFunctionCache, loadSchemaCache } from './rest';
import { applyRetention, sweepMail } from './retention';
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
  /** Where errors are written (default: the console). */
  log?: (message: string, detail?: unknown) => void;
  /** Meta credentials for lead-intake's conversions; without them each conversion is a dry run. */
  meta?: ConversionCredentials & { fetch?: typeof fetch };
  /** Where each conversion's one line goes (default: standard output). */
  conversionLog?: (line: string) => void;
  /** Where lead-intake sends visitors after a form (default: `npm start`'s site, http://127.0.0.1:4173). */
  siteOrigin?: string;
  /** The intake's throttle: submissions per client address per window (default 5 per 600 s). */
  intake?: IntakeLimits;
  /** Where outgoing mail is captured as .eml files (default: a temporary directory), and for whom new-lead e-mails are. */
  mail?: { dir?: string; notifyTo?: readonly string[]; log?: (line: string) => void };
  /** site-rebuild: the build hook (a logged dry run by default) and its quiet time (2 s locally). */
  rebuild?: { hook?: BuildHook; debounceSeconds?: number };
  /** How often the retention runs, as pg_cron runs it daily on hosted Supabase (default hourly; 0: only at start). */
  retentionIntervalMs?: number;
  /**
   * The morning digest: how often the backend calls it (default every 15 minutes; 0: never by itself; it
   * sends once a day from 09:00 Greek time), and its clock (tests fix it).
   */
  digest?: { intervalMs?: number; now?: () => number };
};

class BodyTooLarge extends Error {}

/** Requests that may erase leads: an admin's delete, a person's erasure, a retention run. */
const erasesLeads = (method: string, pathname: string) =>
  (method === 'DELETE' && pathname === '/rest/v1/leads') ||
  (method === 'POST' && ['/rest/v1/rpc/erase_person', '/rest/v1/rpc/apply_retention'].includes(pathname));

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
 * The headers PostgREST and the functions see, with X-Forwarded-For and CF-Connecting-IP set to the
 * connecting address, as the platform's edge sets them: a client's own values never get through.
 */
function forwardedHeaders(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers))
    if (typeof value === 'string' && name !== 'authorization' && name !== 'cookie') headers[name] = value;
  const address = request.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '';
  headers['x-forwarded-for'] = address;
  headers[clientAddressHeader] = address;
  return headers;
}

/** The functions config.toml deploys with verify_jwt = true. */
const jwtVerifiedFunctions = ['site-rebuild', 'morning-digest'];

/** The function answer's headers a browser or a test may need, its security headers among them. */
const functionHeaderNames = ['content-type', 'location', 'cache-control', 'allow', 'retry-after', 'vary', ...securityHeaderNames];

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
  const rpcFunctions = await loadFunctionCache(db);
  if (options.admin) await ensureUser(db, options.admin.email, options.admin.password, true);
  for (const user of options.users ?? []) await ensureUser(db, user.email, user.password, false);
  const handleAuth = await createAuth(db, secret, options.signInLimits);
  /** An anon key signed with this backend's secret, as a project's anon key is signed with its own. */
  const anonKey = signJwt({ role: 'anon', iss: 'local-supabase', exp: anonKeyExpiry }, secret);
  /** What the platform gives Edge Functions and nobody else: it stays in this process, never printed. */
  const serviceRoleKey = signJwt({ role: 'service_role', iss: 'local-supabase', exp: anonKeyExpiry }, secret);
  let ownUrl = '';
  const siteOrigin = options.siteOrigin ?? 'http://127.0.0.1:4173';
  const limits = options.intake ?? defaultIntakeLimits;
  // Work the functions finish after answering (the conversion), kept so tests can wait for it.
  const pending = new Set<Promise<unknown>>();
  const background = (task: Promise<unknown>) => {
    const settled = task
      .catch((error: unknown) => log('local-supabase: background task failed', error))
      .finally(() => pending.delete(settled));
    pending.add(settled);
  };
  const functionLog = (message: string) => log(message);
  // The functions the site calls, as Supabase Edge Functions would serve them: they write through this
  // server's own REST API with the service role key, as they do through PostgREST when deployed. Made
  // once the server knows its own address.
  let functions: Record<string, (request: Request) => Promise<Response>> | undefined;
  const mailDir = options.mail?.dir ?? mkdtempSync(join(tmpdir(), 'local-supabase-mail-'));
  const makeFunctions = () => {
    const store = postgrestIntakeStore({ supabaseUrl: ownUrl, serviceRoleKey, limits });
    const mailLog = options.mail?.log ?? ((line: string) => console.log(line));
    const mailSettings = { from: 'Αιτήσεις <leads@localhost>', to: options.mail?.notifyTo ?? ['leads@localhost'] };
    return {
      'lead-intake': createLeadIntakeHandler({
        store,
        siteOrigin,
        extraOrigins: allowedOrigins,
        conversion: createLeadConversion({ ...options.meta, log: options.conversionLog ?? ((line) => console.log(line)) }),
        notify: createLeadNotifier({
          mailer: emlMailer(mailDir, mailLog),
          siteOrigin,
          settings: mailSettings,
          log: mailLog,
        }),
        background,
        log: functionLog,
      }),
      'sample-download': createSampleDownloadHandler({
        store,
        supabaseUrl: ownUrl,
        siteOrigin,
        extraOrigins: allowedOrigins,
        log: functionLog,
      }),
      'morning-digest': createMorningDigestHandler({
        store: postgrestDigestStore({ supabaseUrl: ownUrl, serviceRoleKey }),
        mailer: emlMailer(mailDir, mailLog),
        settings: mailSettings,
        siteOrigin,
        serviceRoleKey,
        now: options.digest?.now,
        log: mailLog,
      }),
      'site-rebuild': createSiteRebuildHandler({
        store: postgrestRebuildStore({ supabaseUrl: ownUrl, anonKey, serviceRoleKey }),
        hook: options.rebuild?.hook ?? createBuildHook({ log: (line) => console.log(line) }),
        debounceSeconds: options.rebuild?.debounceSeconds ?? 2,
        allowedOrigins: [siteOrigin, ...allowedOrigins],
        background,
        log: functionLog,
      }),
    };
  };
  const maxBody = options.maxBodyBytes ?? 6 * 1024 * 1024;
  const storage = createStorage(db, options.storageDir ?? mkdtempSync(join(tmpdir(), 'local-supabase-storage-')));
  await storage.seedSamplePdfs();

  const route = async (request: IncomingMessage, url: URL, raw: Buffer): Promise<Reply> => {
    const method = request.method ?? 'GET';
    const bearer = request.headers.authorization?.replace(/^Bearer\s+/i, '') ?? null;
    const isJson = isJsonContentType(request.headers['content-type']);
    const [service, version, ...rest] = url.pathname.split('/').filter(Boolean);
    // REST takes JSON bodies only, as PostgREST does.
    const takesJson = service === 'rest' && ['POST', 'PATCH', 'PUT'].includes(method);
    if (takesJson && raw.length && !isJson) return postgrestError(415, 'PGRST107', 'Content-Type not acceptable: only application/json is');
    let body: unknown;
    if (raw.length && isJson) {
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        return postgrestError(400, 'PGRST102', 'Empty or invalid json');
      }
      if (jsonDepthExceeds(body)) return postgrestError(400, 'PGRST102', 'The JSON body is nested too deeply');
    }
    const context = () => contextFor(bearer, secret, forwardedHeaders(request));
    if (service === 'rest' && version === 'v1' && rest.length === 1) {
      const who = context();
      if (who === 'bad-token') return postgrestError(401, 'PGRST301', 'JWT could not be decoded or has expired');
      return handleRest(db, schema, who, method, rest[0]!, url, body, String(request.headers.prefer ?? ''), request.headers.range);
    }
    if (service === 'rest' && version === 'v1' && rest[0] === 'rpc' && rest.length === 2) {
      const who = context();
      if (who === 'bad-token') return postgrestError(401, 'PGRST301', 'JWT could not be decoded or has expired');
      if (method !== 'POST') return postgrestError(405, 'PGRST101', 'Only POST is supported for functions by the local backend');
      return handleRpc(db, rpcFunctions, who, rest[1]!, body);
    }
    if (service === 'storage' && version === 'v1' && rest[0] === 'object') {
      // HEAD too: a page checks that a public file exists before sending a visitor to it.
      const isRead = (method === 'GET' || method === 'HEAD') && rest[1] === 'public';
      const segments = isRead ? rest.slice(3) : rest.slice(2);
      const bucket = isRead ? rest[2] : rest[1];
      if (bucket && segments.length && (isRead || (method === 'POST' && rest[1] !== 'public'))) {
        // From the target as sent: URL parsing would quietly fold `./x` and `a/../x` into other names.
        const rawPath = (request.url ?? '').split(/[?#]/)[0]!;
        const path = objectPath(
          rawPath
            .split('/')
            .slice(isRead ? 6 : 5)
            .join('/'),
        );
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
    functions ??= makeFunctions();
    const fn =
      service === 'functions' && version === 'v1' && rest.length === 1 && Object.hasOwn(functions, rest[0]!)
        ? functions[rest[0]!]
        : undefined;
    if (fn) {
      // fetch's Request refuses methods such as TRACE; the functions only ever take POST.
      if (method !== 'POST') return { status: 405, body: { error: 'Use POST' }, headers: { Allow: 'POST, OPTIONS' } };
      // verify_jwt = true in config.toml: the platform lets only a valid token through, and passes it on.
      const verified = jwtVerifiedFunctions.includes(rest[0]!);
      if (verified && (!bearer || context() === 'bad-token')) return { status: 401, body: { code: 401, message: 'Invalid JWT' } };
      const sent = new Headers(forwardedHeaders(request));
      if (verified) sent.set('authorization', `Bearer ${bearer}`);
      const response = await fn(new Request(url, { method, headers: sent, body: new Uint8Array(raw) }));
      const headers: Record<string, string> = {};
      for (const [name, value] of response.headers)
        if (functionHeaderNames.includes(name) || name.startsWith('access-control-')) headers[name] = value;
      return { status: response.status, headers, raw: new Uint8Array(await response.arrayBuffer()) };
    }
    return { status: 404, body: { message: `Not supported by the local backend: ${method} ${url.pathname}` } };
  };

  // eslint-disable-next-line @typescript-eslint/no-misused-promises -- the handler catches every failure itself and answers it
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
      // Lower-cased, so a function's own CORS headers replace the backend's instead of doubling them.
      const lower = (headers: Record<string, string> = {}) =>
        Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
      const headers: Record<string, string> = {
        ...lower(corsHeaders(request.headers.origin, allowedOrigins)),
        'x-request-id': requestId,
        ...lower(reply.headers),
      };
      if (reply.raw) {
        response.writeHead(reply.status, headers);
        return response.end(reply.raw);
      }
      if (body !== undefined) headers['content-type'] = 'application/json; charset=utf-8';
      response.writeHead(reply.status, headers);
      response.end(body === undefined ? undefined : JSON.stringify(body));
    };
    try {
      if (!hostAllowed(request.headers.host, allowedHosts))
        return send({ status: 403, body: { message: 'This host name is not served by the local backend' } });
      const url = targetUrl(request.url);
      if (!url) return send({ status: 400, body: { message: 'Bad request target' } });
      if (request.method === 'OPTIONS') return send({ status: 204 });
      const raw = await readBody(request, maxBody);
      const reply = await route(request, url, raw);
      // A lead erased by an admin or a person's request takes its captured e-mail with it.
      if (reply.status < 300 && erasesLeads(request.method ?? 'GET', url.pathname)) await sweepMail(db, mailDir);
      send(reply);
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

  // Retention at start and then on a timer (pg_cron's job on hosted Supabase), then the mail it orphaned.
  const upkeep = async () => {
    try {
      const erased = await applyRetention(db);
      const mails = await sweepMail(db, mailDir);
      if (erased.leads || erased.downloads || mails)
        log(
          `local-supabase: retention erased ${erased.leads} lead(s), ${erased.downloads} sample download(s) and ${mails} captured e-mail(s)`,
        );
    } catch (error) {
      log('local-supabase: retention failed', error);
    }
  };
  await upkeep();
  const retentionTimer =
    options.retentionIntervalMs === 0 ? undefined : setInterval(() => void upkeep(), options.retentionIntervalMs ?? 3_600_000);
  retentionTimer?.unref();

  await new Promise<void>((resolve) => server.listen(options.port ?? 54321, host, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 54321);
  ownUrl = `http://${host}:${port}`;

  // The morning digest, called as pg_cron calls it on hosted Supabase: with the service role key, through
  // the function's own address; it decides itself whether it is 09:00 and whether the day is done.
  const digest = async () => {
    try {
      await fetch(`${ownUrl}/functions/v1/morning-digest`, { method: 'POST', headers: { Authorization: `Bearer ${serviceRoleKey}` } });
    } catch (error) {
      log('local-supabase: the morning digest failed', error);
    }
  };
  const digestTimer =
    options.digest?.intervalMs === 0 ? undefined : setInterval(() => void digest(), options.digest?.intervalMs ?? 15 * 60_000);
  digestTimer?.unref();
  return {
    url: ownUrl,
    anonKey,
    /** For tests and the Deno functions check only: the deployed functions get theirs from the platform. */
    serviceRoleKey,
    /** Where outgoing mail is captured. */
    mailDir,
    db,
    /** Resolves once the functions' work after their answers (conversions) has finished. */
    async backgroundWork() {
      while (pending.size) await Promise.all(pending);
    },
    async stop() {
      clearInterval(retentionTimer);
      clearInterval(digestTimer);
      server.closeAllConnections?.();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}
