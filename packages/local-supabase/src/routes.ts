import { isJsonContentType, jsonDepthExceeds } from './protocol/body';
import { objectPath } from './protocol/objectPath';
import type { AuthHandler } from './auth';
import { postgrestError } from './errors';
import { callFunction, type RunningFunction } from './functions';
import { bearerOf, contextFor, forwardedHeaders } from './requestContext';
import { sessionIsOpen } from './sessions';
import { handleRest, handleRpc, type FunctionCache, type SchemaCache } from './rest';
import type { Database } from './sql';
import type { createStorage } from './storage';
import type { Reply, RequestContext } from './types';

/** A request as the backend reads it. */
export type IncomingCall = {
  method: string;
  url: URL;
  /** The path as sent, before URL parsing folded `./x` and `a/../x` into other names. */
  rawPath: string;
  headers: Headers;
  body: Uint8Array<ArrayBuffer>;
  /** The connecting client's address. */
  address: string;
};

/** What the routes serve from. */
export type Services = {
  db: Database;
  schema: SchemaCache;
  rpcFunctions: FunctionCache;
  secret: string;
  auth: AuthHandler;
  storage: ReturnType<typeof createStorage>;
  functions: () => Record<string, RunningFunction>;
};

type Parsed = { body: unknown } | { error: Reply };

/** The JSON body, for a JSON content type; REST takes JSON bodies only, as PostgREST does. */
function parseBody(call: IncomingCall, service: string | undefined): Parsed {
  const isJson = isJsonContentType(call.headers.get('content-type') ?? undefined);
  const takesJson = service === 'rest' && ['POST', 'PATCH', 'PUT'].includes(call.method);
  if (takesJson && call.body.length && !isJson)
    return { error: postgrestError(415, 'PGRST107', 'Content-Type not acceptable: only application/json is') };
  if (!call.body.length || !isJson) return { body: undefined };
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(call.body));
  } catch {
    return { error: postgrestError(400, 'PGRST102', 'Empty or invalid json') };
  }
  if (jsonDepthExceeds(body)) return { error: postgrestError(400, 'PGRST102', 'The JSON body is nested too deeply') };
  return { body };
}

const badToken = postgrestError(401, 'PGRST301', 'JWT could not be decoded or has expired');

/** The caller's role and claims from its token, with the headers the platform's gateway passes on. */
const callerOf = (services: Services, call: IncomingCall) =>
  contextFor(bearerOf(call.headers), services.secret, forwardedHeaders(call.headers, call.address), (claims) =>
    sessionIsOpen(services.db, claims),
  );

/** /rest/v1/<table> and /rest/v1/rpc/<function>: PostgREST, as the request's role. */
async function restRoute(services: Services, call: IncomingCall, who: RequestContext, path: string[], body: unknown): Promise<Reply> {
  const { db, schema, rpcFunctions } = services;
  if (path.length === 1)
    return handleRest(
      db,
      schema,
      who,
      call.method,
      path[0]!,
      call.url,
      body,
      call.headers.get('prefer') ?? '',
      call.headers.get('range') ?? undefined,
    );
  if (call.method !== 'POST') return postgrestError(405, 'PGRST101', 'Only POST is supported for functions by the local backend');
  return handleRpc(db, rpcFunctions, who, path[1]!, body);
}

/** /storage/v1/object: public reads (GET and HEAD, as a page checks a file exists), uploads and removals as the caller. */
async function storageRoute(services: Services, call: IncomingCall, path: string[]): Promise<Reply | undefined> {
  if (call.method === 'DELETE' && path.length === 1 && path[0] && path[0] !== 'public') {
    const who = await callerOf(services, call);
    if (who === 'bad-token') return { status: 400, body: { statusCode: '403', error: 'Unauthorized', message: 'invalid signature' } };
    return services.storage.remove(who, path[0], call.body);
  }
  const isRead = (call.method === 'GET' || call.method === 'HEAD') && path[0] === 'public';
  const bucket = isRead ? path[1] : path[0];
  const segments = isRead ? path.slice(2) : path.slice(1);
  if (!bucket || !segments.length || !(isRead || (call.method === 'POST' && path[0] !== 'public'))) return undefined;
  // From the path as sent: URL parsing would quietly fold `./x` and `a/../x` into other names.
  const name = objectPath(
    call.rawPath
      .split('/')
      .slice(isRead ? 6 : 5)
      .join('/'),
  );
  if (name === null) return { status: 400, body: { statusCode: '400', error: 'invalid_key', message: 'Invalid object name' } };
  if (isRead) return services.storage.readPublic(bucket, name);
  const who = await callerOf(services, call);
  if (who === 'bad-token') return { status: 400, body: { statusCode: '403', error: 'Unauthorized', message: 'invalid signature' } };
  return services.storage.upload(who, bucket, name, call.headers.get('content-type') ?? '', call.body);
}

/** /functions/v1/<name>: the Edge Functions. */
async function functionRoute(services: Services, call: IncomingCall, name: string): Promise<Reply | undefined> {
  const functions = services.functions();
  if (!Object.hasOwn(functions, name)) return undefined;
  const bearer = bearerOf(call.headers);
  const { handler, verifyJwt } = functions[name]!;
  return callFunction(handler, {
    verifyJwt,
    method: call.method,
    url: call.url,
    headers: forwardedHeaders(call.headers, call.address),
    body: call.body,
    bearer,
    tokenValid: async () => (await contextFor(bearer, services.secret, {}, (claims) => sessionIsOpen(services.db, claims))) !== 'bad-token',
  });
}

/** Routes a request to REST and RPC, Storage, Auth or the functions; 404 for anything else. */
export async function route(services: Services, call: IncomingCall): Promise<Reply> {
  const [service, version, ...path] = call.url.pathname.split('/').filter(Boolean);
  const parsed = parseBody(call, service);
  if ('error' in parsed) return parsed.error;
  let reply: Reply | undefined;
  if (service === 'rest' && version === 'v1' && (path.length === 1 || (path[0] === 'rpc' && path.length === 2))) {
    const who = await callerOf(services, call);
    reply = who === 'bad-token' ? badToken : await restRoute(services, call, who, path, parsed.body);
  } else if (service === 'storage' && version === 'v1' && path[0] === 'object') {
    reply = await storageRoute(services, call, path.slice(1));
  } else if (service === 'auth' && version === 'v1') {
    reply = await services.auth(call.method, `/${path.join('/')}`, call.url, parsed.body, bearerOf(call.headers), call.address);
  } else if (service === 'functions' && version === 'v1' && path.length === 1) {
    reply = await functionRoute(services, call, path[0]!);
  }
  return reply ?? { status: 404, body: { message: `Not supported by the local backend: ${call.method} ${call.url.pathname}` } };
}
