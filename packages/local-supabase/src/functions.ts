import type { EdgeFunction, FunctionDefinition } from '../../../supabase/functions/_shared/defineFunction';
import type { FunctionPlatform } from '../../../supabase/functions/_shared/functionPlatform';
import type { ConversionCredentials } from '../../../supabase/functions/_shared/leadConversion';
import type { Mailer } from '../../../supabase/functions/_shared/leadEmail';
import { createPusher, type PushTransport } from '../../../supabase/functions/_shared/leadPush';
import { securityHeaderNames } from '../../../supabase/functions/_shared/securityHeaders';
import type { IntakeLimits } from '../../../supabase/functions/_shared/settings';
import type { VapidKeys } from '../../../supabase/functions/_shared/webPush';
import { createBuildHook, type BuildHook } from '../../../supabase/functions/site-rebuild/buildHook';
import type { Reply } from './types';

export type { EdgeFunction, FunctionDefinition };

/**
 * The Edge Functions this backend serves, by name: every folder of supabase/functions with its `definition.ts`. The
 * harness that starts the backend finds them (supabase/functions/_shared/folders.ts in Node, a Vite glob in the
 * browser); this backend only runs what it is given.
 */
export type { FunctionDefinitions } from '../../../supabase/functions/_shared/folders';
import type { FunctionDefinitions } from '../../../supabase/functions/_shared/folders';

export type FunctionsSettings = {
  /** The backend's own address: where the functions' links and redirects to storage point. */
  supabaseUrl: string;
  /** How the functions reach the backend's REST API (the backend itself, without a network hop). */
  fetch: typeof fetch;
  anonKey: string;
  serviceRoleKey: string;
  siteOrigin: string;
  allowedOrigins: readonly string[];
  limits: IntakeLimits;
  meta?: ConversionCredentials & { fetch?: typeof fetch };
  conversionLog: (line: string) => void;
  mailer: Mailer;
  notifyTo: readonly string[];
  mailLog: (line: string) => void;
  rebuild?: { hook?: BuildHook; debounceSeconds?: number };
  /** The clock of the 09:00 jobs (the morning digest, the events' reminders); tests fix it. */
  digestNow?: () => number;
  /** The back office's pushes: the server's VAPID keys, and where a push goes (captured as files by the Node server). */
  push?: { vapid: VapidKeys; transport: PushTransport };
  /** EVENT_LINK_SECRET: signs registrants' cancel links (by default one derived from the service role key). */
  eventLinkSecret?: string;
  /** SITE_BUILD_REPORT_SECRET: proves the build's reports (by default one derived from the service role key). */
  buildReportSecret?: string;
  /** Keeps work a function finishes after answering (a conversion), so it can be awaited. */
  background: (task: Promise<unknown>) => void;
  log: (message: string) => void;
};

/** The local backend's build report secret: its own, from its service role key (the e2e host derives the same). */
export const localBuildReportSecret = (serviceRoleKey: string) => `site-build-reports:${serviceRoleKey}`;

/** The platform the functions are built from here: this backend's keys, its captured mail and pushes, its dry runs. */
export function localPlatform(settings: FunctionsSettings): FunctionPlatform {
  return {
    supabaseUrl: settings.supabaseUrl,
    anonKey: settings.anonKey,
    serviceRoleKey: settings.serviceRoleKey,
    fetch: settings.fetch,
    siteOrigin: settings.siteOrigin,
    extraOrigins: settings.allowedOrigins,
    limits: settings.limits,
    mailer: settings.mailer,
    mail: { from: 'Αιτήσεις <leads@localhost>', to: settings.notifyTo },
    // Not a committed secret: each backend's own, from its service role key.
    linkSecret: settings.eventLinkSecret ?? `event-links:${settings.serviceRoleKey}`,
    buildReportSecret: settings.buildReportSecret ?? localBuildReportSecret(settings.serviceRoleKey),
    conversion: { ...settings.meta, log: settings.conversionLog },
    pusher: createPusher({ vapid: settings.push?.vapid, transport: settings.push?.transport, log: settings.mailLog }),
    pushPublicKey: settings.push?.vapid.publicKey,
    rebuild: {
      hook: settings.rebuild?.hook ?? createBuildHook({ log: (line) => console.log(line) }),
      debounceSeconds: settings.rebuild?.debounceSeconds ?? 2,
    },
    now: settings.digestNow,
    background: settings.background,
    log: settings.log,
    mailLog: settings.mailLog,
  };
}

/** A function as this backend runs it: its handler, and whether the platform checks the caller's token first. */
export type RunningFunction = { handler: EdgeFunction; verifyJwt: boolean; schedule?: string };

/** Every definition built on one platform: the loop that replaces a hand-written list. */
export function buildFunctions(definitions: FunctionDefinitions, platform: FunctionPlatform): Record<string, RunningFunction> {
  return Object.fromEntries(
    Object.entries(definitions).map(([name, definition]) => [
      name,
      { handler: definition.create(platform), verifyJwt: definition.verifyJwt, schedule: definition.schedule },
    ]),
  );
}

/** The function answer's headers a browser or a test may need, its security headers among them. */
const functionHeaderNames = ['content-type', 'location', 'cache-control', 'allow', 'retry-after', 'vary', ...securityHeaderNames];

type FunctionCall = {
  /** Whether the platform verifies the caller's token first (the function's definition). */
  verifyJwt: boolean;
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: Uint8Array<ArrayBuffer>;
  bearer: string | null;
  /** Whether the bearer token is a valid one of this backend's. */
  tokenValid: () => Promise<boolean>;
};

/** One call of a function, as the platform's gateway makes it: POST only, a valid token where verify_jwt asks for one. */
export async function callFunction(fn: EdgeFunction, call: FunctionCall): Promise<Reply> {
  // fetch's Request refuses methods such as TRACE; the functions only ever take POST.
  if (call.method !== 'POST') return { status: 405, body: { error: 'Use POST' }, headers: { Allow: 'POST, OPTIONS' } };
  const verified = call.verifyJwt;
  if (verified && (!call.bearer || !(await call.tokenValid()))) return { status: 401, body: { code: 401, message: 'Invalid JWT' } };
  const sent = new Headers(call.headers);
  if (verified) sent.set('authorization', `Bearer ${call.bearer}`);
  const response = await fn(new Request(call.url, { method: call.method, headers: sent, body: call.body }));
  const headers: Record<string, string> = {};
  for (const [name, value] of response.headers)
    if (functionHeaderNames.includes(name) || name.startsWith('access-control-')) headers[name] = value;
  return { status: response.status, headers, raw: new Uint8Array(await response.arrayBuffer()) };
}
