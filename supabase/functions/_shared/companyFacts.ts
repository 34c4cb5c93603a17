// The company's facts as staff last published them (decision 036), for what the functions write: e-mails' phone and
// sender, the form pages' footer. Read with the anon key, at most once a minute per instance; until the first read
// answers, or while the backend cannot be read, the facts the code was built with (the seed) stand.
import { brand } from '../../../packages/content/src/brand.ts';
import type { CompanyFacts } from '../../../packages/data/src/content/company.ts';
import { fetchPublishedContent } from '../../../packages/data/src/content/published.ts';

/** How long an instance trusts what it read before it reads again. */
export const companyFreshForMs = 60_000;

let current: CompanyFacts = brand;
let readAt = Number.NEGATIVE_INFINITY;

/** The facts to write now. */
export const company = (): CompanyFacts => current;

export type CompanySource = {
  supabaseUrl: string;
  anonKey: string;
  fetch: typeof fetch;
  log: (line: string) => void;
  now?: () => number;
};

/** Reads the published facts again when the last read is older than a minute; a failed read keeps the last facts. */
export async function refreshCompany({ supabaseUrl, anonKey, fetch, log, now = Date.now }: CompanySource): Promise<void> {
  if (now() - readAt < companyFreshForMs) return;
  readAt = now();
  try {
    const published = await fetchPublishedContent({ url: supabaseUrl, anonKey }, { fetch, signal: AbortSignal.timeout(2000) });
    const facts = published.get('company');
    if (facts) current = facts.data as CompanyFacts;
  } catch (error) {
    log(`company facts: kept the last ones (${error instanceof Error ? error.message : String(error)})`);
  }
}

/** For tests: back to the seed, never read. */
export function forgetCompany() {
  current = brand;
  readAt = Number.NEGATIVE_INFINITY;
}
