// `pnpm backend`: the local Supabase-compatible backend, persisted in .data/local-supabase, or in the
// PostgreSQL server at DATABASE_URL when that is set (uploaded files stay in .data either way).
import { randomBytes } from 'node:crypto';
import { appendFileSync, chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { intakeLimitsFrom } from '../../../supabase/functions/_shared/settings';
import { generatePushKeyPair } from '../../../supabase/functions/_shared/webPush';
import { createBuildHook } from '../../../supabase/functions/site-rebuild/buildHook';
import { allowedOriginsFor } from './access';
import { clockFile } from './clockFile';
import { keepServing } from './keepServing';
import { startLocalSupabase } from './server';

keepServing();

const list = (value: string | undefined) =>
  value
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const root = fileURLToPath(new URL('../../../', import.meta.url));
const dataDir = process.env.LOCAL_SUPABASE_DATA ?? join(root, '.data/local-supabase');
// The data folder holds the admin's password and every lead: readable by this user only.
mkdirSync(dataDir, { recursive: true, mode: 0o700 });
chmodSync(dataDir, 0o700);

// The local admin: from the environment, or made up once and kept beside the data (never committed).
const adminFile = join(dataDir, 'admin.json');
const admin =
  process.env.LOCAL_ADMIN_EMAIL && process.env.LOCAL_ADMIN_PASSWORD
    ? { email: process.env.LOCAL_ADMIN_EMAIL, password: process.env.LOCAL_ADMIN_PASSWORD }
    : existsSync(adminFile)
      ? (JSON.parse(readFileSync(adminFile, 'utf8')) as { email: string; password: string })
      : { email: 'admin@example.gr', password: randomBytes(9).toString('base64url') };
writeFileSync(adminFile, JSON.stringify(admin), { mode: 0o600 });
chmodSync(adminFile, 0o600);

const conversionsFile = join(dataDir, 'conversions.log');
const mailDir = join(dataDir, 'mail');
const pushDir = join(dataDir, 'push');

// The VAPID keys the back office's pushes are signed with: from the environment, or made once and kept beside the
// data, so a device that subscribed stays subscribed across restarts.
const vapidFile = join(dataDir, 'vapid.json');
const vapid =
  process.env.VAPID_PUBLIC_KEY && process.env.VAPID_PRIVATE_KEY
    ? { publicKey: process.env.VAPID_PUBLIC_KEY, privateKey: process.env.VAPID_PRIVATE_KEY }
    : existsSync(vapidFile)
      ? (JSON.parse(readFileSync(vapidFile, 'utf8')) as { publicKey: string; privateKey: string })
      : await generatePushKeyPair();
writeFileSync(vapidFile, JSON.stringify(vapid), { mode: 0o600 });

const intake = (() => {
  try {
    return intakeLimitsFrom((name) => process.env[name]);
  } catch (error) {
    console.error(`local-supabase: ${(error as Error).message}`);
    process.exit(1);
  }
})();

const backend = await startLocalSupabase({
  dataDir: join(dataDir, 'pglite'),
  databaseUrl: process.env.DATABASE_URL || undefined,
  storageDir: join(dataDir, 'storage'),
  port: Number(process.env.LOCAL_SUPABASE_PORT ?? 54321),
  host: process.env.LOCAL_SUPABASE_HOST ?? '127.0.0.1',
  admin,
  // A signed-in account without the admin role, for trying the admin page's access-denied card.
  users:
    process.env.LOCAL_USER_EMAIL && process.env.LOCAL_USER_PASSWORD
      ? [{ email: process.env.LOCAL_USER_EMAIL, password: process.env.LOCAL_USER_PASSWORD }]
      : [],
  jwtSecret: process.env.LOCAL_SUPABASE_JWT_SECRET || undefined,
  allowedOrigins: allowedOriginsFor(list(process.env.LOCAL_SUPABASE_ALLOWED_ORIGINS), process.env.LOCAL_SITE_ORIGIN || undefined),
  allowedHosts: list(process.env.LOCAL_SUPABASE_ALLOWED_HOSTS),
  meta: { pixelId: process.env.META_PIXEL_ID, accessToken: process.env.META_ACCESS_TOKEN },
  siteOrigin: process.env.LOCAL_SITE_ORIGIN || undefined,
  intake,
  // Every outgoing e-mail as an .eml file; new-lead e-mails go to LEAD_NOTIFY_TO, or to the local admin.
  mail: { dir: mailDir, notifyTo: list(process.env.LEAD_NOTIFY_TO) ?? [admin.email] },
  // Every push to a device as a JSON file, sealed for its device as it would travel.
  push: { dir: pushDir, vapid: { ...vapid, subject: process.env.VAPID_SUBJECT || 'mailto:leads@localhost' } },
  // The page events' rollup, pg_cron's five minutes on hosted Supabase: a minute here, or what LOCAL_ROLLUP_INTERVAL_MS says.
  rollupIntervalMs: process.env.LOCAL_ROLLUP_INTERVAL_MS ? Number(process.env.LOCAL_ROLLUP_INTERVAL_MS) : undefined,
  // One line per Lead conversion sent or dry-run (event id, no personal data), also kept in the data folder.
  // The scheduled functions' clock: the instant in LOCAL_CLOCK_FILE while it holds one (e2e fixes it), the real time otherwise.
  digest: process.env.LOCAL_CLOCK_FILE ? { now: clockFile(process.env.LOCAL_CLOCK_FILE) } : undefined,
  // site-rebuild's build hook: a local one (e2e plays the static host), or a logged dry run.
  rebuild: process.env.LOCAL_BUILD_HOOK_URL
    ? { hook: createBuildHook({ url: process.env.LOCAL_BUILD_HOOK_URL, log: (line) => console.log(line) }) }
    : undefined,
  conversionLog: (line) => {
    console.log(line);
    appendFileSync(conversionsFile, `${new Date().toISOString()} ${line}\n`, { mode: 0o600 });
  },
}).catch((error: Error) => {
  console.error(`local-supabase: ${error.message}`);
  process.exit(1);
});
console.log(
  `Local Supabase: ${backend.url}  (REST, Auth, Storage, Functions) over ${process.env.DATABASE_URL ? 'DATABASE_URL' : 'embedded PGlite'}`,
);
if (process.env.LOCAL_SUPABASE_JWT_SECRET)
  console.log(`Anon key:       ${backend.anonKey}  (set VITE_SUPABASE_ANON_KEY to it when building the site)`);
console.log(`Local admin:    ${admin.email} / ${admin.password}`);
console.log(
  `Lead intake:    ${intake.limit} submissions per client address every ${intake.windowSeconds} s and ${intake.dailyLimit} a day, ${intake.personLimit} per e-mail or phone and ${intake.personDailyLimit} a day (INTAKE_* settings)`,
);
console.log(`Conversions:    ${conversionsFile} (dry runs without META_PIXEL_ID and META_ACCESS_TOKEN)`);
console.log(`Mail:           ${mailDir} (every e-mail as an .eml file: new leads, confirmations, the digest)`);
console.log(`Pushes:         ${pushDir} (every push to a staff member's device, encrypted for it)`);
if (process.env.LOCAL_USER_EMAIL) console.log(`Local user:     ${process.env.LOCAL_USER_EMAIL} (signed in, not an admin)`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void backend.stop().then(() => process.exit(0)));
}
