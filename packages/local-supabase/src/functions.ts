import { createLeadIntakeHandler } from '../../../supabase/functions/lead-intake/handler';
import { createSampleDownloadHandler } from '../../../supabase/functions/sample-download/handler';
import { createSiteRebuildHandler } from '../../../supabase/functions/site-rebuild/handler';
import { createMorningDigestHandler } from '../../../supabase/functions/morning-digest/handler';
import { postgrestDigestStore } from '../../../supabase/functions/morning-digest/store';
import { createEventRemindersHandler } from '../../../supabase/functions/event-reminders/handler';
import { postgrestReminderStore } from '../../../supabase/functions/event-reminders/store';
import { createBuildHook, type BuildHook } from '../../../supabase/functions/site-rebuild/buildHook';
import { postgrestRebuildStore } from '../../../supabase/functions/site-rebuild/store';
import { securityHeaderNames } from '../../../supabase/functions/_shared/securityHeaders';
import { postgrestIntakeStore } from '../../../supabase/functions/_shared/intakeStore';
import { createLeadConversion, type ConversionCredentials } from '../../../supabase/functions/_shared/leadConversion';
import { createConfirmation, createSampleConfirmation } from '../../../supabase/functions/_shared/confirmationEmail';
import { createLeadNotifier, type Mailer } from '../../../supabase/functions/_shared/leadEmail';
import { createRegistrationConfirmation, createRegistrationMailer } from '../../../supabase/functions/_shared/registrationEmail';
import { createEventRegistrationHandler } from '../../../supabase/functions/event-registration/handler';
import { postgrestCancelStore } from '../../../supabase/functions/event-registration/store';
import { createEventNoticesHandler } from '../../../supabase/functions/event-notices/handler';
import { postgrestNoticeStore } from '../../../supabase/functions/event-notices/store';
import { sendPendingNotices } from '../../../supabase/functions/event-notices/sendPending';
import type { IntakeLimits } from '../../../supabase/functions/_shared/settings';
import { createLeadPush, createPusher, postgrestPushStores, type PushTransport } from '../../../supabase/functions/_shared/leadPush';
import type { VapidKeys } from '../../../supabase/functions/_shared/webPush';
import { createRoleOf } from '../../../supabase/functions/_shared/callerRole';
import { createPushDevicesHandler } from '../../../supabase/functions/push-devices/handler';
import { createPageEventsHandler } from '../../../supabase/functions/page-events/handler';
import { postgrestPageEventsStore } from '../../../supabase/functions/page-events/store';
import type { Reply } from './types';

export type EdgeFunction = (request: Request) => Promise<Response>;

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
  /** Keeps work a function finishes after answering (a conversion), so it can be awaited. */
  background: (task: Promise<unknown>) => void;
  log: (message: string) => void;
};

/**
 * The Edge Functions the site calls, as Supabase serves them: each writes through the backend's REST API
 * with the service role key, as it does through PostgREST when deployed.
 */
export function createFunctions(settings: FunctionsSettings): Record<string, EdgeFunction> {
  const { supabaseUrl, fetch, serviceRoleKey, siteOrigin, allowedOrigins, background, log } = settings;
  const store = postgrestIntakeStore({ supabaseUrl, serviceRoleKey, limits: settings.limits, fetch });
  const mailSettings = { from: 'Αιτήσεις <leads@localhost>', to: settings.notifyTo };
  const pusher = createPusher({ vapid: settings.push?.vapid, transport: settings.push?.transport, log: settings.mailLog });
  const pushStores = postgrestPushStores({ supabaseUrl, anonKey: settings.anonKey, serviceRoleKey, fetch });
  // Not a committed secret: each backend's own, from its service role key.
  const linkSecret = settings.eventLinkSecret ?? `event-links:${serviceRoleKey}`;
  const registrationMail = { mailer: settings.mailer, siteOrigin, linkSecret };
  return {
    'lead-intake': createLeadIntakeHandler({
      store,
      siteOrigin,
      extraOrigins: allowedOrigins,
      conversion: createLeadConversion({ ...settings.meta, log: settings.conversionLog }),
      notify: createLeadNotifier({ mailer: settings.mailer, siteOrigin, settings: mailSettings, log: settings.mailLog }),
      confirm: createConfirmation({ mailer: settings.mailer }),
      confirmRegistration: createRegistrationConfirmation(registrationMail),
      push: createLeadPush({ pusher, stores: pushStores }),
      background,
      log,
    }),
    'push-devices': createPushDevicesHandler({
      publicKey: settings.push?.vapid.publicKey,
      pusher,
      stores: pushStores,
      roleOf: createRoleOf({ supabaseUrl, anonKey: settings.anonKey, fetch }),
      allowedOrigins: [siteOrigin, ...allowedOrigins],
      log,
    }),
    'sample-download': createSampleDownloadHandler({
      store,
      supabaseUrl,
      siteOrigin,
      extraOrigins: allowedOrigins,
      confirm: createSampleConfirmation({ mailer: settings.mailer }),
      background,
      log,
    }),
    'page-events': createPageEventsHandler({
      store: postgrestPageEventsStore({ supabaseUrl, serviceRoleKey, fetch }),
      siteOrigins: [siteOrigin, ...allowedOrigins],
      log,
    }),
    'morning-digest': createMorningDigestHandler({
      store: postgrestDigestStore({ supabaseUrl, serviceRoleKey, fetch }),
      mailer: settings.mailer,
      settings: mailSettings,
      siteOrigin,
      serviceRoleKey,
      now: settings.digestNow,
      log: settings.mailLog,
    }),
    'event-registration': createEventRegistrationHandler({
      store: postgrestCancelStore({ supabaseUrl, serviceRoleKey, fetch }),
      sendNotices: () =>
        sendPendingNotices({
          store: postgrestNoticeStore({ supabaseUrl, serviceRoleKey, fetch }),
          send: createRegistrationMailer(registrationMail),
          at: new Date(settings.digestNow?.() ?? Date.now()),
          log: settings.mailLog,
        }),
      linkSecret,
      siteOrigin,
      extraOrigins: allowedOrigins,
      background,
      log,
    }),
    'event-notices': createEventNoticesHandler({
      store: postgrestNoticeStore({ supabaseUrl, serviceRoleKey, fetch }),
      send: createRegistrationMailer(registrationMail),
      serviceRoleKey,
      roleOf: createRoleOf({ supabaseUrl, anonKey: settings.anonKey, fetch }),
      allowedOrigins: [siteOrigin, ...allowedOrigins],
      now: settings.digestNow,
      log: settings.mailLog,
    }),
    'event-reminders': createEventRemindersHandler({
      store: postgrestReminderStore({ supabaseUrl, serviceRoleKey, fetch }),
      mailer: settings.mailer,
      linkSecret,
      siteOrigin,
      serviceRoleKey,
      now: settings.digestNow,
      log: settings.mailLog,
    }),
    'site-rebuild': createSiteRebuildHandler({
      store: postgrestRebuildStore({ supabaseUrl, anonKey: settings.anonKey, serviceRoleKey, fetch }),
      hook: settings.rebuild?.hook ?? createBuildHook({ log: (line) => console.log(line) }),
      debounceSeconds: settings.rebuild?.debounceSeconds ?? 2,
      allowedOrigins: [siteOrigin, ...allowedOrigins],
      background,
      log,
    }),
  };
}

/** The functions config.toml deploys with verify_jwt = true. */
const jwtVerifiedFunctions = ['site-rebuild', 'push-devices', 'morning-digest', 'event-reminders', 'event-notices'];

/** The function answer's headers a browser or a test may need, its security headers among them. */
const functionHeaderNames = ['content-type', 'location', 'cache-control', 'allow', 'retry-after', 'vary', ...securityHeaderNames];

type FunctionCall = {
  name: string;
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
  const verified = jwtVerifiedFunctions.includes(call.name);
  if (verified && (!call.bearer || !(await call.tokenValid()))) return { status: 401, body: { code: 401, message: 'Invalid JWT' } };
  const sent = new Headers(call.headers);
  if (verified) sent.set('authorization', `Bearer ${call.bearer}`);
  const response = await fn(new Request(call.url, { method: call.method, headers: sent, body: call.body }));
  const headers: Record<string, string> = {};
  for (const [name, value] of response.headers)
    if (functionHeaderNames.includes(name) || name.startsWith('access-control-')) headers[name] = value;
  return { status: response.status, headers, raw: new Uint8Array(await response.arrayBuffer()) };
}
