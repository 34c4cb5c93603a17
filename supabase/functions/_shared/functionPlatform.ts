import type { BuildHook } from '../site-rebuild/buildHook.ts';
import { createBuildHook } from '../site-rebuild/buildHook.ts';
import { rebuildSettingsFrom } from '../site-rebuild/settings.ts';
import type { ConversionCredentials } from './leadConversion.ts';
import { createMailer, mailSettingsFrom, type Mailer, type MailSettings } from './leadEmail.ts';
import { createPusher, type Pusher, vapidFrom } from './leadPush.ts';
import { intakeLimitsFrom, type IntakeLimits } from './settings.ts';

/**
 * What every Edge Function may be built from, wherever it runs: the deployed platform (`platformFrom` over its
 * environment, below) or the local backend, which fills the same fields with its own mailer, clock and pushes. A
 * function's definition (definition.ts) takes what it needs from here; nothing else differs between the two.
 */
export type FunctionPlatform = {
  supabaseUrl: string;
  anonKey: string;
  /** The service role key: the functions' own, never sent to a browser. */
  serviceRoleKey: string;
  /** How the functions reach the REST API (the global fetch when deployed; the local backend itself, locally). */
  fetch?: typeof fetch;
  /** The site's address, as its links are written (SITE_ORIGIN). */
  siteOrigin: string;
  /** Further browser origins a function answers besides the site's (the local dev server and Storybook). */
  extraOrigins: readonly string[];
  limits: IntakeLimits;
  mailer: Mailer;
  /** The company's e-mails: who they are for (LEAD_NOTIFY_TO) and from. */
  mail: MailSettings;
  /** Where visitors' e-mails come from (MAIL_FROM; the brand's address when unset). */
  visitorFrom?: string;
  /** EVENT_LINK_SECRET: signs registrants' cancel links (when unset, each function derives one from the service role key). */
  linkSecret?: string;
  /** SITE_BUILD_REPORT_SECRET: the host's build command proves its reports with it (none: reports are refused). */
  buildReportSecret?: string;
  conversion: ConversionCredentials & { fetch?: typeof fetch; log?: (line: string) => void };
  pusher: Pusher;
  /** The VAPID public key browsers subscribe with (none: pushes are off). */
  pushPublicKey?: string;
  rebuild: { hook: BuildHook; debounceSeconds: number };
  /** The clock of the scheduled jobs (tests fix it). */
  now?: () => number;
  /** Work finished after the answer. */
  background: (task: Promise<unknown>) => void;
  /** Where errors go (each function's own default when unset), and the mail and push lines. */
  log?: (message: string) => void;
  mailLog?: (line: string) => void;
};

/** The site's origin and the others a function answers: the origins a browser may call it from. */
export const callerOrigins = (platform: FunctionPlatform) => [new URL(platform.siteOrigin).origin, ...platform.extraOrigins];

/**
 * The platform as the deployed function reads it from its environment: SUPABASE_URL, SUPABASE_ANON_KEY and
 * SUPABASE_SERVICE_ROLE_KEY (set by the platform), SITE_ORIGIN, and the project's secrets (platform.ts).
 */
export function platformFrom(get: (name: string) => string | undefined, background: (task: Promise<unknown>) => void): FunctionPlatform {
  const required = (name: string) => {
    const value = get(name);
    if (!value) throw new Error(`${name} is not set`);
    return value;
  };
  const mail = mailSettingsFrom(get);
  const rebuild = rebuildSettingsFrom(get);
  const vapid = vapidFrom(get);
  return {
    supabaseUrl: required('SUPABASE_URL'),
    anonKey: required('SUPABASE_ANON_KEY'),
    serviceRoleKey: required('SUPABASE_SERVICE_ROLE_KEY'),
    siteOrigin: required('SITE_ORIGIN'),
    extraOrigins: [],
    limits: intakeLimitsFrom(get),
    mailer: createMailer({ apiKey: mail.apiKey }),
    mail,
    visitorFrom: mail.from,
    linkSecret: get('EVENT_LINK_SECRET'),
    buildReportSecret: get('SITE_BUILD_REPORT_SECRET'),
    conversion: { pixelId: get('META_PIXEL_ID'), accessToken: get('META_ACCESS_TOKEN') },
    pusher: createPusher({ vapid }),
    pushPublicKey: vapid?.publicKey,
    rebuild: { hook: createBuildHook({ url: rebuild.hookUrl }), debounceSeconds: rebuild.debounceSeconds },
    background,
  };
}
