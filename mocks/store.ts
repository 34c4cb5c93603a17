import { articleSearchText, type Database } from '@cg/data';
import { createSignInThrottle } from '../supabase/rules/throttle';

export type Tables = Database['public']['Tables'];
export type TableName = keyof Tables;
export type Row<T extends TableName> = Tables[T]['Row'];

export type MockUser = { id: string; email: string; password: string; created_at: string; admin: boolean };
export type MockObject = { bucket: string; name: string; type: string; size: number; body: Blob | (() => Promise<Blob>) };

/** The account the mocks and the contract tests sign in with; only the mocks know this password. */
export const mockAdmin = { email: 'admin@example.gr', password: 'local-admin-password' } as const;

/** PostgreSQL's timestamptz as PostgREST writes it into JSON. */
let lastNow = 0;
/**
 * A timestamptz as PostgREST writes it. 'Now' never repeats: the database's now() has microseconds, so
 * two rows written one after the other never tie, while Date.now() can return the same millisecond
 * twice and leave an order by created_at to the tie-breaker.
 */
export const timestamp = (date?: Date) => {
  if (date) return date.toISOString().replace('Z', '+00:00');
  lastNow = Math.max(Date.now(), lastNow + 1);
  return new Date(lastNow).toISOString().replace('Z', '+00:00');
};

// The same articles as supabase/seed.sql; the contract test fails when the two drift apart.
type SeedArticle = Omit<Row<'articles'>, 'id' | 'created_at' | 'thumbnail_url' | 'published_at' | 'search_text'> & { daysAgo: number };
// One seed is one transaction: its published articles share its now(), as in supabase/seed.sql.
const seedArticles = (seededAt = timestamp()): Row<'articles'>[] =>
  (
    [
      {
        title: 'Πώς διαλέγουμε σπουδές χωρίς άγχος',
        slug: 'pos-dialegoume-spoudes-choris-agchos',
        category: 'education',
        excerpt: 'Πέντε βήματα για μια ήρεμη απόφαση.',
        content: '## Βήμα 1\n\nΓνώρισε τα ενδιαφέροντά σου.',
        daysAgo: 3,
        featured: true,
        status: 'published',
      },
      {
        title: 'Τα επαγγέλματα με ζήτηση το 2026',
        slug: 'ta-epangelmata-me-zitisi-to-2026',
        category: 'work',
        excerpt: 'Τι δείχνουν τα στοιχεία της αγοράς εργασίας.',
        content: null,
        featured: false,
        status: 'published',
        daysAgo: 2,
      },
      {
        title: 'Μηχανογραφικό: συχνά λάθη',
        slug: 'michanografiko-sychna-lathi',
        category: 'education',
        excerpt: null,
        content: null,
        featured: false,
        status: 'draft',
        daysAgo: 1,
      },
    ] satisfies SeedArticle[]
  ).map(({ daysAgo, ...article }) => ({
    id: crypto.randomUUID(),
    created_at: timestamp(new Date(Date.now() - daysAgo * 86_400_000)),
    thumbnail_url: null,
    published_at: article.status === 'published' ? seededAt : null,
    search_text: articleSearchText(article),
    ...article,
  }));

// The committed sample PDFs, served as they are: Vite turns these into asset URLs in Storybook.
const samplePdfUrls = {
  career: new URL('../supabase/storage/pdfs/career-sample.pdf', import.meta.url),
  personality: new URL('../supabase/storage/pdfs/personality-sample.pdf', import.meta.url),
  next: new URL('../supabase/storage/pdfs/next-sample.pdf', import.meta.url),
  meta: new URL('../supabase/storage/pdfs/meta-sample.pdf', import.meta.url),
};

async function loadFile(url: URL): Promise<Blob> {
  if (url.protocol === 'file:') {
    // Node (unit and contract tests) reads the file; the specifier is a variable so Vite leaves it alone.
    const fsModule = 'node:fs/promises';
    const { readFile } = (await import(/* @vite-ignore */ fsModule)) as typeof import('node:fs/promises');
    return new Blob([new Uint8Array(await readFile(url))], { type: 'application/pdf' });
  }
  return (await fetch(url)).blob();
}

const seedObjects = (): MockObject[] =>
  Object.entries(samplePdfUrls).map(([product, url]) => ({
    bucket: 'pdfs',
    name: `${product}-sample.pdf`,
    type: 'application/pdf',
    size: 0,
    body: () => loadFile(url),
  }));

/** Buckets as the storage migration creates them. */
export const buckets: Record<string, { fileSizeLimit: number; allowedTypes: string[] }> = {
  pdfs: { fileSizeLimit: 5 * 1024 * 1024, allowedTypes: ['application/pdf'] },
  'article-images': { fileSizeLimit: 2 * 1024 * 1024, allowedTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'] },
};

/** Everything the mocked Supabase project holds, typed from the generated Database types. */
export const mockDatabase = {
  tables: { leads: [], pdf_downloads: [], articles: [], user_roles: [], retention_runs: [], person_requests: [] } as {
    [T in TableName]: Row<T>[];
  },
  users: [] as MockUser[],
  /** Access tokens handed out by the mocked sign-in, and whose they are. */
  sessions: new Map<string, string>(),
  objects: [] as MockObject[],
  /** private.intake_attempts: the intake's throttle, per client and kind. */
  intakeAttempts: [] as { client: string; kind: 'lead' | 'download'; at: number }[],
  /** One line per Lead conversion the mocked lead-intake sent or dry-ran, as the local backend logs them. */
  conversions: [] as string[],
  /** The new-lead e-mails the mocked lead-intake sent. */
  mails: [] as { to: readonly string[]; subject: string; text: string }[],
  /** private.site_rebuild: the newest rebuild request, the one claimed, and how many builds the hook started. */
  siteRebuild: { requested: 0, claimed: 0, builds: 0 },
  /** Sign-in attempts, throttled as the local backend throttles them. */
  signInThrottle: createSignInThrottle(),
};

/** Back to a freshly seeded project: the seed articles, the sample PDFs and the admin account. */
export function resetMockSupabase() {
  // 'Now' starts again from the page's clock, which a story may have set (the catalogue starts each at one moment).
  lastNow = 0;
  const adminId = crypto.randomUUID();
  mockDatabase.tables = {
    leads: [],
    pdf_downloads: [],
    articles: seedArticles(),
    user_roles: [{ user_id: adminId, role: 'admin' }],
    retention_runs: [],
    person_requests: [],
  };
  mockDatabase.users = [{ id: adminId, ...mockAdmin, created_at: timestamp(), admin: true }];
  mockDatabase.sessions.clear();
  mockDatabase.objects = seedObjects();
  mockDatabase.signInThrottle.clear();
  mockDatabase.intakeAttempts = [];
  mockDatabase.conversions = [];
  mockDatabase.mails = [];
  mockDatabase.siteRebuild = { requested: 0, claimed: 0, builds: 0 };
}

resetMockSupabase();
