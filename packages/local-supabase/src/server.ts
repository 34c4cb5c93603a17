import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assertSafeSecret, corsHeaders, defaultAllowedOrigins, hostAllowed, localJwtSecret } from './access';
import { createBackend, type Backend, type BackendLog, type BackendOptions } from './backend';
import { openDatabase } from './database';
import { postgrestError } from './errors';
import { fileObjectStore, samplePdfs } from './fileObjectStore';
import { emlMailer, sweepMail } from './mailFolder';
import { loadFunctionDefinitions, type FunctionDefinitions } from '../../../supabase/functions/_shared/folders';
import { pushFolder } from './pushFolder';
import { generatePushKeyPair, type VapidKeys } from '../../../supabase/functions/_shared/webPush';
import { applyRetention } from './retention';
import type { Database } from './sql';

/**
 * The local backend's Node server: an HTTP adapter around `createBackend` (backend.ts), with what only a
 * server on this machine has: a port, a database in a folder or on a PostgreSQL server, uploaded files and
 * captured mail on disk, and the timers hosted Supabase runs from pg_cron (retention, the morning digest).
 */
export type LocalSupabaseOptions = Omit<
  BackendOptions,
  'db' | 'url' | 'objects' | 'mailer' | 'samplePdfs' | 'afterErasure' | 'mail' | 'digestNow' | 'push'
> & {
  port?: number;
  host?: string;
  /** Persist the embedded database here (default: in memory). */
  dataDir?: string;
  /** Use this PostgreSQL server instead of the embedded database. */
  databaseUrl?: string;
  /** Uploaded files (default: a temporary directory). */
  storageDir?: string;
  /** Host names answered besides loopback ones. */
  allowedHosts?: readonly string[];
  /** Where outgoing mail is captured as .eml files (default: a temporary directory), and for whom new-lead e-mails are. */
  mail?: { dir?: string; notifyTo?: readonly string[]; log?: (line: string) => void };
  /**
   * The back office's pushes, captured as JSON files in `dir` (default: a temporary directory) with these VAPID keys
   * (default: a new pair for this run).
   */
  push?: { dir?: string; vapid?: VapidKeys };
  /** How often the retention runs, as pg_cron runs it daily on hosted Supabase (default hourly; 0: only at start). */
  retentionIntervalMs?: number;
  /**
   * The morning digest: how often the backend calls it (default every 15 minutes; 0: never by itself; it
   * sends once a day from 09:00 Greek time), and its clock (tests fix it).
   */
  digest?: { intervalMs?: number; now?: () => number };
  /** How often the page events are rolled up, as pg_cron does every five minutes on hosted Supabase (default a minute; 0: never). */
  rollupIntervalMs?: number;
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

/** The request target as a URL; null when it is not an origin-form path (`GET //a:99999`, `GET *`). */
function targetUrl(target: string | undefined): URL | null {
  if (!target?.startsWith('/')) return null;
  try {
    return new URL(`http://local${target}`);
  } catch {
    return null;
  }
}

/** Methods fetch's Request refuses to carry (and nothing here serves). */
const unsupportedMethods = new Set(['CONNECT', 'TRACE', 'TRACK']);

function fetchRequest(request: IncomingMessage, url: URL, body: Buffer): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) if (typeof value === 'string') headers.set(name, value);
  const method = request.method ?? 'GET';
  return new Request(url, { method, headers, body: method === 'GET' || method === 'HEAD' ? undefined : new Uint8Array(body) });
}

async function send(response: ServerResponse, answer: Response) {
  response.writeHead(answer.status, Object.fromEntries(answer.headers));
  response.end(Buffer.from(await answer.arrayBuffer()));
}

const plainReply = (status: number, body: unknown) => Response.json(body, { status });

/** Serves one HTTP request through the backend: the checks of a listening socket first (host name, target, body size). */
async function serve(backend: Backend, request: IncomingMessage, options: { allowedHosts: readonly string[]; maxBody: number }) {
  if (!hostAllowed(request.headers.host, options.allowedHosts))
    return plainReply(403, { message: 'This host name is not served by the local backend' });
  const url = targetUrl(request.url);
  if (!url) return plainReply(400, { message: 'Bad request target' });
  if (unsupportedMethods.has((request.method ?? '').toUpperCase()))
    return plainReply(405, postgrestError(405, 'PGRST117', `Unsupported HTTP method: ${request.method}`).body);
  const body = await readBody(request, options.maxBody);
  let fetchable: Request;
  try {
    fetchable = fetchRequest(request, url, body);
  } catch {
    return plainReply(400, { message: 'Bad request' });
  }
  const address = request.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '';
  return backend.handle(fetchable, { address, rawPath: (request.url ?? '').split(/[?#]/)[0]! });
}

/** Runs the retention at start and then on a timer (pg_cron's job on hosted Supabase), then sweeps the mail it orphaned. */
function scheduleRetention(db: Database, mailDir: string, intervalMs: number, log: BackendLog) {
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
  const timer = intervalMs === 0 ? undefined : setInterval(() => void upkeep(), intervalMs);
  timer?.unref();
  return { first: upkeep(), timer };
}

/** Rolls the page events up on a timer (pg_cron's job on hosted Supabase): the reports read nothing else. */
function scheduleRollup(db: Database, intervalMs: number, log: BackendLog) {
  if (intervalMs === 0) return undefined;
  const timer = setInterval(
    () =>
      void db
        .query('select public.roll_up_page_events()')
        .catch((error: unknown) => log('local-supabase: the page events rollup failed', error)),
    intervalMs,
  );
  timer.unref();
  return timer;
}

/**
 * A body over the server's limit, refused before it reaches the backend: in the answer's shape of the service it was
 * for (the storage's for an upload, as hosted Supabase gives it) and with the CORS headers every other answer has, so
 * the page can read why instead of seeing a network error.
 */
function tooLarge(request: IncomingMessage, options: { allowedOrigins: readonly string[]; maxBody: number }) {
  const upload = (request.url ?? '').startsWith('/storage/');
  const body = upload
    ? { statusCode: '413', error: 'Payload too large', message: 'The object exceeded the maximum allowed size' }
    : postgrestError(413, 'PGRST413', `Request body larger than ${options.maxBody} bytes`).body;
  const origin = typeof request.headers.origin === 'string' ? request.headers.origin : undefined;
  // The rest of the body is read and dropped (request.resume), so the browser finishes sending and reads this.
  return Response.json(body, { status: 413, headers: corsHeaders(origin, options.allowedOrigins) });
}

/** The HTTP server around the backend, once it is made; until then every request is told to come back. */
function httpServer(
  started: { backend?: Backend },
  options: { allowedHosts: readonly string[]; allowedOrigins: readonly string[]; maxBody: number; log: BackendLog },
) {
  const server = createServer((request, response) => {
    const answer = started.backend
      ? serve(started.backend, request, options).catch((error: unknown) => {
          if (!(error instanceof BodyTooLarge)) throw error;
          request.resume();
          return tooLarge(request, options);
        })
      : Promise.resolve(plainReply(503, { message: 'The local backend is starting' }));
    answer
      .then((reply) => send(response, reply))
      .catch((error: unknown) => {
        options.log('local-supabase: could not answer', error);
        if (!response.headersSent) response.writeHead(500).end();
      });
  });
  // A client that sends garbage before any request line gets 400 and the socket closes; the server goes on.
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });
  return server;
}

/**
 * Every function its definition schedules (the morning digest, the events' reminders and notices), called as pg_cron
 * calls them on hosted Supabase: with the service role key; each decides itself whether there is work to do, so here
 * they are all called on one timer rather than at their cron times.
 */
function scheduleFunctions(backend: Backend, functions: FunctionDefinitions, url: string, intervalMs: number, log: BackendLog) {
  const scheduled = Object.keys(functions).filter((name) => functions[name]!.schedule);
  const call = () =>
    Promise.all(
      scheduled.map((name) =>
        backend
          .handle(
            new Request(`${url}/functions/v1/${name}`, { method: 'POST', headers: { Authorization: `Bearer ${backend.serviceRoleKey}` } }),
          )
          .catch((error: unknown) => log(`local-supabase: ${name} failed`, error)),
      ),
    );
  const timer = intervalMs === 0 ? undefined : setInterval(() => void call(), intervalMs);
  timer?.unref();
  return timer;
}

export async function startLocalSupabase(options: LocalSupabaseOptions = {}) {
  const host = options.host ?? '127.0.0.1';
  assertSafeSecret({ secret: options.jwtSecret ?? localJwtSecret, host, databaseUrl: options.databaseUrl });
  const log = options.log ?? ((message: string, detail?: unknown) => console.error(message, detail ?? ''));
  const maxBody = options.maxBodyBytes ?? 6 * 1024 * 1024;
  const db = await openDatabase({ dataDir: options.dataDir, databaseUrl: options.databaseUrl });
  // Folders of its own when none is given (tests): removed when it stops, with the leads' e-mails in them.
  const ownFolders: string[] = [];
  const ownFolder = (prefix: string) => {
    const folder = mkdtempSync(join(tmpdir(), prefix));
    ownFolders.push(folder);
    return folder;
  };
  const mailDir = options.mail?.dir ?? ownFolder('local-supabase-mail-');
  const mailLog = options.mail?.log ?? ((line: string) => console.log(line));
  const pushDir = options.push?.dir ?? ownFolder('local-supabase-push-');
  const vapid = options.push?.vapid ?? { ...(await generatePushKeyPair()), subject: 'mailto:leads@localhost' };

  // Requests that arrive before the backend is made (the port is known first) are told to come back.
  const started: { backend?: Backend } = {};
  const server = httpServer(started, {
    allowedHosts: options.allowedHosts ?? [],
    allowedOrigins: options.allowedOrigins ?? defaultAllowedOrigins,
    maxBody,
    log,
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 54321, host, resolve));
  const address = server.address();
  const url = `http://${host}:${typeof address === 'object' && address ? address.port : (options.port ?? 54321)}`;

  const functions = await loadFunctionDefinitions();
  const backend = (started.backend = await createBackend({
    ...options,
    functions,
    db,
    url,
    objects: fileObjectStore(options.storageDir ?? ownFolder('local-supabase-storage-')),
    samplePdfs: samplePdfs(),
    mailer: emlMailer(mailDir, mailLog),
    mail: { notifyTo: options.mail?.notifyTo, log: mailLog },
    digestNow: options.digest?.now,
    push: { vapid, transport: pushFolder(pushDir, mailLog) },
    afterErasure: () => sweepMail(db, mailDir),
  }));
  const retention = scheduleRetention(db, mailDir, options.retentionIntervalMs ?? 3_600_000, log);
  await retention.first;

  const rollupTimer = scheduleRollup(db, options.rollupIntervalMs ?? 60_000, log);
  const digestTimer = scheduleFunctions(backend, functions, url, options.digest?.intervalMs ?? 15 * 60_000, log);
  const { serviceRoleKey, anonKey } = backend;

  return {
    url,
    anonKey,
    /** For tests and the Deno functions check only: the deployed functions get theirs from the platform. */
    serviceRoleKey,
    /** Where outgoing mail is captured. */
    mailDir,
    /** Where pushes are captured, and the server's public VAPID key. */
    pushDir,
    vapidPublicKey: vapid.publicKey,
    db,
    /** The backend itself, as a function of a request. */
    handle: backend.handle,
    backgroundWork: backend.backgroundWork,
    async stop() {
      clearInterval(retention.timer);
      clearInterval(digestTimer);
      clearInterval(rollupTimer);
      try {
        server.closeAllConnections?.();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await db.close();
      } finally {
        // Even when the database was already gone (a test of that): nobody's e-mail stays behind in a temporary folder.
        for (const folder of ownFolders) rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}
