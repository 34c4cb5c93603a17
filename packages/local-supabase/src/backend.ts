import type { BuildHook } from '../../../supabase/functions/site-rebuild/buildHook';
import type { ConversionCredentials } from '../../../supabase/functions/_shared/leadConversion';
import type { Mailer } from '../../../supabase/functions/_shared/leadEmail';
import type { PushTransport } from '../../../supabase/functions/_shared/leadPush';
import type { VapidKeys } from '../../../supabase/functions/_shared/webPush';
import { defaultIntakeLimits, type IntakeLimits } from '../../../supabase/functions/_shared/settings';
import { corsHeaders, defaultAllowedOrigins, localJwtSecret } from './access';
import { createAuth, ensureUser, type SignInLimits } from './auth';
import { postgrestError } from './errors';
import { buildFunctions, localPlatform, type FunctionDefinitions, type RunningFunction } from './functions';
import { signApiKeys } from './jwt';
import { loadFunctionCache, loadSchemaCache } from './rest';
import { route, type Services } from './routes';
import type { Database } from './sql';
import { createStorage, type ObjectStore, type SeedObject } from './storage';
import type { Reply } from './types';

export type BackendLog = (message: string, detail?: unknown) => void;

/**
 * The local backend as a function of a request: the Supabase API the site uses (REST and RPC, Auth, Storage,
 * the Edge Functions) over a database handle. It uses nothing of Node's, so the same code serves the Node
 * server (server.ts, over PGlite or PostgreSQL) and the browser (Storybook and the story tests, over PGlite).
 */
export type BackendOptions = {
  db: Database;
  /** The backend's own address, as the site and the functions' links reach it. */
  url: string;
  /** Where uploaded files' bytes live. */
  objects: ObjectStore;
  /** Files a deploy puts in the pdfs bucket. */
  samplePdfs?: readonly SeedObject[];
  /** Where outgoing mail goes. */
  mailer: Mailer;
  /** The Edge Functions it serves at /functions/v1/<name>, by name (none: every such call is a 404). */
  functions?: FunctionDefinitions;
  jwtSecret?: string;
  admin?: { email: string; password: string };
  /** Signed-in accounts without any role (the admin page shows them the access-denied card). */
  users?: readonly { email: string; password: string }[];
  maxBodyBytes?: number;
  /** Browser origins allowed to read answers (CORS); default: the dev server, `npm start` and Storybook. */
  allowedOrigins?: readonly string[];
  signInLimits?: SignInLimits;
  /** Where errors are written (default: the console). */
  log?: BackendLog;
  /** Meta credentials for lead-intake's conversions; without them each conversion is a dry run. */
  meta?: ConversionCredentials & { fetch?: typeof fetch };
  /** Where each conversion's one line goes (default: standard output). */
  conversionLog?: (line: string) => void;
  /** Where lead-intake sends visitors after a form (default: `npm start`'s site, http://127.0.0.1:4173). */
  siteOrigin?: string;
  /** The intake's throttle: per client address, e-mail and phone (supabase/functions/_shared/settings.ts). */
  intake?: IntakeLimits;
  /** For whom new-lead e-mails are, and where the mail's log lines go. */
  mail?: { notifyTo?: readonly string[]; log?: (line: string) => void };
  /** site-rebuild: the build hook (a logged dry run by default) and its quiet time (2 s locally). */
  rebuild?: { hook?: BuildHook; debounceSeconds?: number };
  /** The morning digest's clock (tests fix it). */
  digestNow?: () => number;
  /** The back office's pushes: the VAPID keys and where each push goes (without them, pushes are a logged dry run). */
  push?: { vapid: VapidKeys; transport: PushTransport };
  /** Called after a request that may have erased leads succeeded (the Node server sweeps its captured mail). */
  afterErasure?: () => Promise<unknown>;
};

/** Who is calling, beyond what a Request says: the connecting address and the path exactly as sent. */
export type Caller = { address?: string; rawPath?: string };

export type Backend = {
  handle: (request: Request, caller?: Caller) => Promise<Response>;
  anonKey: string;
  /** What the platform gives Edge Functions and nobody else: never printed. */
  serviceRoleKey: string;
  /** Resolves once the functions' work after their answers (conversions) has finished. */
  backgroundWork: () => Promise<void>;
};

/** Requests that may erase leads: an admin's delete, a person's erasure, a retention run. */
const erasesLeads = (method: string, pathname: string) =>
  (method === 'DELETE' && pathname === '/rest/v1/leads') ||
  (method === 'POST' && ['/rest/v1/rpc/erase_person', '/rest/v1/rpc/apply_retention'].includes(pathname));

/** A background task's bookkeeping: tasks run on, and `settled()` waits for all of them. */
function backgroundTasks(log: BackendLog) {
  const pending = new Set<Promise<unknown>>();
  return {
    add(task: Promise<unknown>) {
      const settled = task
        .catch((error: unknown) => log('local-supabase: background task failed', error))
        .finally(() => pending.delete(settled));
      pending.add(settled);
    },
    async settled() {
      while (pending.size) await Promise.all(pending);
    },
  };
}

/** The reply as a Response, with CORS and a request id; a server error's detail goes to the log, never to the client. */
function toResponse(reply: Reply, request: Request, requestId: string, options: { allowedOrigins: readonly string[]; log: BackendLog }) {
  let { body } = reply;
  if (reply.status >= 500 && !reply.raw) {
    options.log(
      `local-supabase: ${reply.status} for ${request.method} ${new URL(request.url).pathname} (request ${requestId})`,
      reply.body,
    );
    body = { code: 'XX000', message: 'Internal error in the local backend', details: null, hint: `Request id ${requestId}` };
  }
  // Lower-cased, so a function's own CORS headers replace the backend's instead of doubling them.
  const lower = (headers: Record<string, string> = {}) => Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]);
  const headers = new Headers(
    Object.fromEntries([
      ...lower(corsHeaders(request.headers.get('origin') ?? undefined, options.allowedOrigins)),
      ['x-request-id', requestId],
      ...lower(reply.headers),
    ]) as Record<string, string>,
  );
  const empty = reply.status === 204 || reply.status === 304 || request.method === 'HEAD';
  if (reply.raw) return new Response(empty ? null : reply.raw, { status: reply.status, headers });
  if (body !== undefined) headers.set('content-type', 'application/json; charset=utf-8');
  return new Response(empty || body === undefined ? null : JSON.stringify(body), { status: reply.status, headers });
}

/** What the Edge Functions are configured with here: the keys this backend signed, its mail, its dry runs. */
function functionSettings(options: BackendOptions, keys: { anonKey: string; serviceRoleKey: string }) {
  return {
    supabaseUrl: options.url,
    ...keys,
    siteOrigin: options.siteOrigin ?? 'http://127.0.0.1:4173',
    limits: options.intake ?? defaultIntakeLimits,
    meta: options.meta,
    conversionLog: options.conversionLog ?? ((line: string) => console.log(line)),
    mailer: options.mailer,
    notifyTo: options.mail?.notifyTo ?? ['leads@localhost'],
    mailLog: options.mail?.log ?? ((line: string) => console.log(line)),
    rebuild: options.rebuild,
    digestNow: options.digestNow,
    push: options.push,
  };
}

export async function createBackend(options: BackendOptions): Promise<Backend> {
  const { db } = options;
  const secret = options.jwtSecret ?? localJwtSecret;
  const log: BackendLog = options.log ?? ((message, detail) => console.error(message, detail ?? ''));
  const allowedOrigins = options.allowedOrigins ?? defaultAllowedOrigins;
  const maxBody = options.maxBodyBytes ?? 6 * 1024 * 1024;
  if (options.admin) await ensureUser(db, options.admin.email, options.admin.password, true);
  for (const user of options.users ?? []) await ensureUser(db, user.email, user.password, false);
  const { anonKey, serviceRoleKey } = await signApiKeys(secret);
  const storage = createStorage(db, options.objects);
  await storage.seedSamplePdfs(options.samplePdfs ?? []);
  const background = backgroundTasks(log);
  let functions: Record<string, RunningFunction> | undefined;
  const services: Services = {
    db,
    schema: await loadSchemaCache(db),
    rpcFunctions: await loadFunctionCache(db),
    secret,
    auth: await createAuth(db, secret, options.signInLimits),
    storage,
    // Made on first use: the functions call this backend, which must exist by then.
    functions: () =>
      (functions ??= buildFunctions(
        options.functions ?? {},
        localPlatform({
          ...functionSettings(options, { anonKey, serviceRoleKey }),
          // The functions reach the REST API through `handle` itself: no network hop, in Node and in the browser alike.
          fetch: (input: RequestInfo | URL, init?: RequestInit) => handle(new Request(input, init)),
          allowedOrigins,
          background: (task) => background.add(task),
          log: (message) => log(message),
        }),
      )),
  };

  async function handle(request: Request, caller: Caller = {}): Promise<Response> {
    const requestId = crypto.randomUUID();
    const url = new URL(request.url);
    const respond = (reply: Reply) => toResponse(reply, request, requestId, { allowedOrigins, log });
    try {
      if (request.method === 'OPTIONS') return respond({ status: 204 });
      const body = new Uint8Array(await request.arrayBuffer());
      if (body.length > maxBody) return respond(postgrestError(413, 'PGRST413', `Request body larger than ${maxBody} bytes`));
      const call = { method: request.method, url, rawPath: caller.rawPath ?? url.pathname, headers: request.headers, body };
      const reply = await route(services, { ...call, address: caller.address ?? '127.0.0.1' });
      // A lead erased by an admin or a person's request takes its captured e-mail with it.
      if (reply.status < 300 && erasesLeads(request.method, url.pathname)) await options.afterErasure?.();
      return respond(reply);
    } catch (error) {
      return respond({ status: 500, body: error instanceof Error ? error.stack : String(error) });
    }
  }

  return { handle, anonKey, serviceRoleKey, backgroundWork: () => background.settled() };
}
