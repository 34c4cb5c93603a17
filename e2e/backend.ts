import { readdirSync, readFileSync } from 'node:fs';
import { localBackend } from '../packages/data/src/backend';
import { localJwtSecret } from '../packages/local-supabase/src/access';
import { signApiKeys } from '../packages/local-supabase/src/jwt';
import { capturedPushes } from '../packages/local-supabase/src/pushFolder';
import { e2eBuildHookUrl } from './staticHost';

/** The local backend e2e runs against (playwright.config.ts starts it), and its admin. */
export const e2eBackend = {
  url: localBackend.url,
  anonKey: localBackend.anonKey,
  admin: { email: 'e2e-admin@example.gr', password: 'e2e-admin-password-not-secret' },
  /** Signed in, but without the admin role. */
  user: { email: 'e2e-user@example.gr', password: 'e2e-user-password-not-secret' },
} as const;

const dataDir = '.data/e2e-backend';
/** The scheduled functions' clock while this file holds an instant (packages/local-supabase/src/clockFile.ts). */
export const e2eClockFile = `${dataDir}/clock`;

/**
 * How the e2e backend runs, for Playwright and for the build that prerenders its articles. Every
 * browser of the run talks to it from 127.0.0.1 with a few test people, so its throttle is far above what one
 * run sends; the throttle as deployed is tried on a backend of its own (e2e/throttle.spec.ts).
 */
export const e2eIntakeLimit = 1000;
export const e2eBackendEnv = (sitePort: number) => ({
  LOCAL_SUPABASE_DATA: dataDir,
  INTAKE_LIMIT: String(e2eIntakeLimit),
  INTAKE_WINDOW_SECONDS: '600',
  INTAKE_DAILY_LIMIT: String(e2eIntakeLimit),
  INTAKE_PERSON_LIMIT: String(e2eIntakeLimit),
  INTAKE_PERSON_DAILY_LIMIT: String(e2eIntakeLimit),
  EVENT_SEATS_PER_ADDRESS: String(e2eIntakeLimit),
  CONFIRMATIONS_PER_MAILBOX: String(e2eIntakeLimit),
  CONFIRMATIONS_PER_ADDRESS: String(e2eIntakeLimit),
  LOCAL_ADMIN_EMAIL: e2eBackend.admin.email,
  LOCAL_ADMIN_PASSWORD: e2eBackend.admin.password,
  LOCAL_USER_EMAIL: e2eBackend.user.email,
  LOCAL_USER_PASSWORD: e2eBackend.user.password,
  LOCAL_SITE_ORIGIN: `http://127.0.0.1:${sitePort}`,
  // The reports read the page events' daily totals: rolled up every second here, so a test sees its own at once.
  LOCAL_ROLLUP_INTERVAL_MS: '1000',
  // A publish asks for a rebuild: the spec playing the static host answers this hook (e2e/staticHost.ts); while
  // none listens, the call fails and is logged, as a host that is down would be.
  LOCAL_BUILD_HOOK_URL: e2eBuildHookUrl,
  LOCAL_CLOCK_FILE: e2eClockFile,
});

/** The backend's service role key, for the calls its schedules make (pg_cron's on hosted Supabase; never a browser's). */
export const serviceRoleKey = async () => (await signApiKeys(localJwtSecret)).serviceRoleKey;

/** The admin's access token, for calls the tests make as the admin. */
export const adminToken = () => tokenOf(e2eBackend.admin);

/** Rows of `leads` with this e-mail, read as the admin through the REST API (anon may not read leads). */
export async function leadsWithEmail(
  email: string,
  columns = 'lead_source,submission_id,first_name,last_name,phone,company_name',
): Promise<Record<string, string | null>[]> {
  const token = await adminToken();
  const response = await fetch(`${e2eBackend.url}/rest/v1/leads?select=${columns}&email=eq.${encodeURIComponent(email)}`, {
    headers: { apikey: e2eBackend.anonKey, Authorization: `Bearer ${token}` },
  });
  return (await response.json()) as never;
}

/** Download records with this e-mail, read as the admin (nobody else may read them). */
export async function downloadsWithEmail(email: string): Promise<Record<string, string>[]> {
  const response = await fetch(`${e2eBackend.url}/rest/v1/pdf_downloads?select=pdf_type,ip_address&email=eq.${encodeURIComponent(email)}`, {
    headers: { apikey: e2eBackend.anonKey, Authorization: `Bearer ${await adminToken()}` },
  });
  return (await response.json()) as never;
}

/** The e2e backend's conversion lines (event id, no personal data) that name this event id. */
export function conversionsOf(eventId: string): string[] {
  let log = '';
  try {
    log = readFileSync(`${dataDir}/conversions.log`, 'utf8');
  } catch {
    // No conversion yet.
  }
  return log.split('\n').filter((line) => line.includes(eventId));
}

export const uniqueEmail = (tag: string) => `e2e-${tag}-${crypto.randomUUID().slice(0, 8)}@example.gr`;

export type TestArticle = {
  title: string;
  slug: string;
  category?: 'education' | 'work';
  excerpt?: string | null;
  content?: string | null;
  status: 'draft' | 'published';
  featured?: boolean;
  /** A published article inserted with a date keeps it (private.sync_published_at): an old one sorts last. */
  published_at?: string;
};

/** Writes an article as the admin through the REST API, as the admin page would; returns its id. */
export async function createArticleAsAdmin(article: TestArticle): Promise<string> {
  const response = await fetch(`${e2eBackend.url}/rest/v1/articles?select=id`, {
    method: 'POST',
    headers: {
      apikey: e2eBackend.anonKey,
      Authorization: `Bearer ${await adminToken()}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
    },
    body: JSON.stringify({ category: 'education', ...article }),
  });
  if (!response.ok) throw new Error(`article not created: ${response.status} ${await response.text()}`);
  const [row] = (await response.json()) as { id: string }[];
  return row!.id;
}

export async function deleteArticleAsAdmin(slug: string): Promise<void> {
  await fetch(`${e2eBackend.url}/rest/v1/articles?slug=eq.${encodeURIComponent(slug)}`, {
    method: 'DELETE',
    headers: { apikey: e2eBackend.anonKey, Authorization: `Bearer ${await adminToken()}` },
  });
}

export const uniqueSlug = (tag: string) => `e2e-${tag}-${crypto.randomUUID().slice(0, 8)}`;

/** One captured e-mail, decoded: its calendar file too when it carries one. */
type CapturedMail = { from: string; replyTo: string | null; to: string; subject: string; text: string; calendar: string | null };

/** The e2e backend's captured e-mails (its .eml files under mail/) whose file name passes, each decoded. */
function capturedMails(named: (name: string) => boolean): CapturedMail[] {
  let names: string[] = [];
  try {
    names = readdirSync(`${dataDir}/mail`).filter(named);
  } catch {
    // No mail yet.
  }
  return names.map((name) => {
    const eml = readFileSync(`${dataDir}/mail/${name}`, 'utf8');
    const subject = /^Subject: =\?UTF-8\?B\?([^?]+)\?=/m.exec(eml)?.[1] ?? '';
    const calendarPart = /Content-Type: text\/calendar[^\r]*\r\n(?:[^\r]+\r\n)*\r\n([^-]+)/.exec(eml)?.[1];
    const textPart =
      eml.split('Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\n')[1]?.split('\r\n--')[0] ?? '';
    return {
      from: /^From: (.*)$/m.exec(eml)?.[1]?.trim() ?? '',
      replyTo: /^Reply-To: (.*)$/m.exec(eml)?.[1]?.trim() ?? null,
      to: /^To: (.*)$/m.exec(eml)?.[1]?.trim() ?? '',
      subject: Buffer.from(subject, 'base64').toString('utf8'),
      text: Buffer.from(textPart.replace(/\r\n/g, ''), 'base64').toString('utf8'),
      calendar: calendarPart ? Buffer.from(calendarPart.replace(/\r\n/g, ''), 'base64').toString('utf8') : null,
    };
  });
}

/** The company's new-lead e-mail and the visitor's confirmation for this submission (or sample request) id. */
export const mailsFor = (id: string) => capturedMails((name) => name.endsWith(`-${id}.eml`));

/** Every captured e-mail to this address. */
export const mailsTo = (email: string) => capturedMails((name) => name.endsWith('.eml')).filter((mail) => mail.to === email);

/** A signed-in user's access token (the admin's, or the user without the role). */
export async function tokenOf(account: { email: string; password: string }): Promise<string> {
  const signIn = await fetch(`${e2eBackend.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', apikey: e2eBackend.anonKey },
    body: JSON.stringify(account),
  });
  return ((await signIn.json()) as { access_token: string }).access_token;
}

/** The pushes the e2e backend captured for one device's endpoint (its push/ folder), oldest first. */
export const pushesFor = (endpoint: string) => capturedPushes(`${dataDir}/push`).filter((push) => push.endpoint === endpoint);

/** An event as the admin writes it (the REST API's columns), published unless it says otherwise. */
export type TestEvent = {
  title: string;
  audience: 'pupils' | 'parents' | 'schools' | 'everyone';
  description?: string;
  starts_at: string;
  ends_at: string;
  address?: string | null;
  city?: string | null;
  online_url?: string | null;
  seats: number;
  published?: boolean;
};

/** The admin's headers for the REST API. */
export const asAdmin = async (extra: Record<string, string> = {}) => ({
  apikey: e2eBackend.anonKey,
  Authorization: `Bearer ${await adminToken()}`,
  'Content-Type': 'application/json',
  ...extra,
});

/** A test event's instant: `days` from now, on the hour (UTC). */
export const inDays = (days: number, hour: number) => {
  const day = new Date(Date.now() + days * 86_400_000);
  day.setUTCHours(hour, 0, 0, 0);
  return day.toISOString();
};

/** Writes an event as the admin through the REST API, as the back office would; returns its id. */
export async function createEventAsAdmin(event: TestEvent): Promise<string> {
  const response = await fetch(`${e2eBackend.url}/rest/v1/events?select=id`, {
    method: 'POST',
    headers: await asAdmin({ Prefer: 'return=representation' }),
    body: JSON.stringify({ published: true, ...event }),
  });
  if (!response.ok) throw new Error(`event not created: ${response.status} ${await response.text()}`);
  const [row] = (await response.json()) as { id: string }[];
  return row!.id;
}

/** Takes a test's event away: unpublished first, as only a draft may be deleted. */
export async function removeEventAsAdmin(id: string): Promise<void> {
  const where = `${e2eBackend.url}/rest/v1/events?id=eq.${id}`;
  await fetch(where, { method: 'PATCH', headers: await asAdmin(), body: JSON.stringify({ published: false }) });
  await fetch(where, { method: 'DELETE', headers: await asAdmin() });
}
