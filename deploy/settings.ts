/**
 * Every value a deploy reads from its environment, by name: where it goes and whether the deploy refuses
 * without it. Values are never printed. The GitHub Actions deploy job (.github/workflows/deploy.yml) names
 * the same list; deploy/settings.test.ts holds both, and the functions' code, to it.
 */
export type Setting = {
  name: string;
  /** Where it goes: a secret of the Edge Functions, or what the deploy itself needs. */
  kind: 'function secret' | 'deploy';
  /** Without it the deploy refuses (a required one), or the feature runs as a logged dry run. */
  required: boolean;
  /** A secret (GitHub secret) or a plain setting (GitHub variable). */
  secret: boolean;
  what: string;
};

export const settings: readonly Setting[] = [
  {
    name: 'SUPABASE_PROJECT_REF',
    kind: 'deploy',
    required: true,
    secret: false,
    what: 'the Supabase project (its ref, https://<ref>.supabase.co)',
  },
  {
    name: 'SUPABASE_ACCESS_TOKEN',
    kind: 'deploy',
    required: true,
    secret: true,
    what: 'a Supabase personal access token for the CLI (config, secrets, functions, storage)',
  },
  {
    name: 'SUPABASE_DB_URL',
    kind: 'deploy',
    required: true,
    secret: true,
    what: "the database connection string (migrations, the admins' role)",
  },
  {
    name: 'VITE_SUPABASE_ANON_KEY',
    kind: 'deploy',
    required: true,
    secret: false,
    what: "the project's anon key, built into the site (public by design)",
  },
  { name: 'CLOUDFLARE_API_TOKEN', kind: 'deploy', required: true, secret: true, what: 'a Cloudflare API token with Pages edit rights' },
  { name: 'CLOUDFLARE_ACCOUNT_ID', kind: 'deploy', required: true, secret: false, what: 'the Cloudflare account of the Pages project' },
  { name: 'CLOUDFLARE_PAGES_PROJECT', kind: 'deploy', required: true, secret: false, what: "the Pages project's name" },
  {
    name: 'CLOUDFLARE_STORYBOOK_PROJECT',
    kind: 'deploy',
    required: true,
    secret: false,
    what: "the second Pages project, the published Storybook's (not under the public site)",
  },
  {
    name: 'STAGING_SITE_ORIGIN',
    kind: 'deploy',
    required: false,
    secret: false,
    what: "staging only: the preview branch's origin, where its functions send visitors (production uses brand.siteUrl)",
  },
  {
    name: 'DEPLOY_ADMINS',
    kind: 'deploy',
    required: false,
    secret: false,
    what: 'comma-separated e-mails of staff accounts that get the admin role',
  },
  {
    name: 'MAIL_API_KEY',
    kind: 'function secret',
    required: true,
    secret: true,
    what: 'Resend API key for the new-lead e-mail (staff call every lead back within 24 hours)',
  },
  {
    name: 'MAIL_FROM',
    kind: 'function secret',
    required: true,
    secret: false,
    what: "the new-lead e-mail's sender, on a domain verified at Resend",
  },
  {
    name: 'LEAD_NOTIFY_TO',
    kind: 'function secret',
    required: true,
    secret: false,
    what: 'comma-separated addresses that get every new lead',
  },
  {
    name: 'VAPID_PUBLIC_KEY',
    kind: 'function secret',
    required: true,
    secret: false,
    what: 'the public half of the key pair the back office’s pushes are signed with (`pnpm vapid-keys` makes a pair)',
  },
  {
    name: 'VAPID_PRIVATE_KEY',
    kind: 'function secret',
    required: true,
    secret: true,
    what: 'its private half: staff’s devices are told of every new lead by a push',
  },
  {
    name: 'VAPID_SUBJECT',
    kind: 'function secret',
    required: false,
    secret: false,
    what: 'who the push services may contact about the pushes (mailto: or https:; default mailto:leads@localhost)',
  },
  {
    name: 'EVENT_LINK_SECRET',
    kind: 'function secret',
    required: true,
    secret: true,
    what: "at least 32 random characters: signs each event registrant's cancel link (without it, the e-mails offer a reply or a call)",
  },
  {
    name: 'SITE_BUILD_HOOK_URL',
    kind: 'function secret',
    required: true,
    secret: true,
    what: 'the Pages deploy hook: published articles rebuild the site',
  },
  {
    name: 'SITE_BUILD_REPORT_SECRET',
    kind: 'function secret',
    required: false,
    secret: true,
    what: "at least 32 random characters, set on the Pages project's build too: each build tells the back office how it went (without it, staff see no build's outcome)",
  },
  {
    name: 'SITE_BUILD_HOOK_DEBOUNCE_SECONDS',
    kind: 'function secret',
    required: false,
    secret: false,
    what: 'changes this close together make one build (default 30)',
  },
  {
    name: 'INTAKE_LIMIT',
    kind: 'function secret',
    required: false,
    secret: false,
    what: 'submissions per client address per window, the burst a class on one network fits in (default 40)',
  },
  { name: 'INTAKE_WINDOW_SECONDS', kind: 'function secret', required: false, secret: false, what: "the throttle's window (default 600)" },
  {
    name: 'INTAKE_DAILY_LIMIT',
    kind: 'function secret',
    required: false,
    secret: false,
    what: 'submissions per client address a day (default 150)',
  },
  {
    name: 'INTAKE_PERSON_LIMIT',
    kind: 'function secret',
    required: false,
    secret: false,
    what: 'submissions per e-mail and per phone per window (default 5)',
  },
  {
    name: 'INTAKE_PERSON_DAILY_LIMIT',
    kind: 'function secret',
    required: false,
    secret: false,
    what: 'submissions per e-mail and per phone a day (default 20)',
  },
  {
    name: 'EVENT_SEATS_PER_ADDRESS',
    kind: 'function secret',
    required: false,
    secret: false,
    what: 'seats of one event the registrations from one client address may hold (default 20)',
  },
  {
    name: 'CONFIRMATIONS_PER_MAILBOX',
    kind: 'function secret',
    required: false,
    secret: false,
    what: 'confirmation e-mails a day to one mailbox (default 3)',
  },
  {
    name: 'CONFIRMATIONS_PER_ADDRESS',
    kind: 'function secret',
    required: false,
    secret: false,
    what: 'confirmation e-mails a day for submissions from one client address (default 30)',
  },
  {
    name: 'META_PIXEL_ID',
    kind: 'function secret',
    required: false,
    secret: false,
    what: 'Meta conversions (without it each is a logged dry run)',
  },
  { name: 'META_ACCESS_TOKEN', kind: 'function secret', required: false, secret: true, what: 'Meta Conversions API token' },
];

/**
 * What a pull request's preview reads besides the deploy's own settings (.github/workflows/preview.yml): the branch and
 * the pull request, and the token Actions gives the job to comment on it. The preview builds against the staging
 * project, with its ref and anon key, and publishes to the same two Pages projects' branch previews.
 */
export const previewSettings: readonly Setting[] = [
  { name: 'PREVIEW_BRANCH', kind: 'deploy', required: true, secret: false, what: "the pull request's branch (the previews' branch name)" },
  { name: 'PREVIEW_PR', kind: 'deploy', required: true, secret: false, what: 'the pull request number, to comment the addresses on' },
  { name: 'GITHUB_REPOSITORY', kind: 'deploy', required: true, secret: false, what: 'owner/name, given by Actions' },
  {
    name: 'GITHUB_TOKEN',
    kind: 'deploy',
    required: true,
    secret: true,
    what: "the job's own token (pull-requests: write), given by Actions",
  },
];

/** The deploy's settings a preview also needs: the staging project's ref and anon key, and the two Pages projects. */
export const previewNeeds = [
  'SUPABASE_PROJECT_REF',
  'VITE_SUPABASE_ANON_KEY',
  'CLOUDFLARE_API_TOKEN',
  'CLOUDFLARE_ACCOUNT_ID',
  'CLOUDFLARE_PAGES_PROJECT',
  'CLOUDFLARE_STORYBOOK_PROJECT',
] as const;

/** SITE_ORIGIN, the functions' one redirect target, is the site's own origin: brand.siteUrl (STAGING_SITE_ORIGIN on staging). */
export const derivedFunctionSecrets = ['SITE_ORIGIN'] as const;

/** What the platform gives every function itself (never set by us, never given to anything else). */
export const platformSecrets = ['SUPABASE_URL', 'SUPABASE_ANON_KEY', 'SUPABASE_SERVICE_ROLE_KEY'] as const;
