import { leadFormKeys, leadForms } from '@cg/data/leadForms';
import type { Sql } from './sql';

/**
 * The leads and sample downloads the back office's stories show, inserted by the database owner (which keeps the
 * given times, as seedLeads.ts's are kept): six people, one lead every `spacingHours` from five minutes ago,
 * through every form in turn.
 */
const people = [
  ['Μαρία', 'Παπαδοπούλου'],
  ['Κώστας', 'Δήμου'],
  ['Ελένη', 'Νικολάου'],
  ['Γιώργος', 'Αντωνίου'],
  ['Σοφία', 'Κωνσταντίνου'],
  ['Νίκος', 'Γεωργίου'],
] as const;

/** How the story leads arrived, in turn: a campaign, a search, direct, and without JavaScript (its form's page, source unknown). */
const arrivalOf = (index: number, page: string) =>
  [
    {
      attribution_known: true,
      landing_page: page,
      referrer: 'https://l.facebook.com',
      utm_source: 'facebook',
      utm_medium: 'paid',
      utm_campaign: 'autumn',
      fbclid: 'IwAR0story',
    },
    { attribution_known: true, landing_page: '/', referrer: 'https://www.google.com' },
    { attribution_known: true, landing_page: '/' },
    { attribution_known: false, landing_page: page },
  ][index % 4]!;

const hour = 3_600_000;

/** `count` leads, all new unless a status is given; the fifth lead's person wrote before (the newest lead's phone, written another way). */
export async function seedStoryLeads(
  db: Sql,
  count: number,
  { spacingHours = 7, status = 'new' }: { spacingHours?: number; status?: 'new' | 'contacted' | 'done' } = {},
) {
  const rows = Array.from({ length: count }, (_, index) => {
    const form = leadFormKeys[index % leadFormKeys.length]!;
    const [first, last] = people[index % people.length]!;
    return {
      submission_id: crypto.randomUUID(),
      created_at: new Date(Date.now() - 5 * 60_000 - index * spacingHours * hour).toISOString(),
      first_name: first,
      last_name: last,
      email: `lead${index + 1}@example.gr`,
      phone: index === 4 ? '+30 691 234 5678' : `69${String(12345678 + index).padStart(8, '0')}`,
      lead_source: leadForms[form].leadSource,
      company_name: form === 'foreis' ? 'Γενικό Λύκειο Αθηνών: ημερίδα για 120 μαθητές' : null,
      status,
      referrer: null,
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      fbclid: null,
      ...arrivalOf(index, leadForms[form].page),
    };
  });
  await db.query(
    `insert into public.leads (submission_id, created_at, first_name, last_name, email, phone, lead_source, company_name, status,
       attribution_known, landing_page, referrer, utm_source, utm_medium, utm_campaign, fbclid)
     select submission_id, created_at, first_name, last_name, email, phone, lead_source, company_name, status,
       attribution_known, landing_page, referrer, utm_source, utm_medium, utm_campaign, fbclid
     from jsonb_to_recordset($1::jsonb) as row (submission_id uuid, created_at timestamptz, first_name text, last_name text, email text,
       phone text, lead_source public.lead_source, company_name text, status public.lead_status, attribution_known boolean,
       landing_page text, referrer text, utm_source text, utm_medium text, utm_campaign text, fbclid text)`,
    [JSON.stringify(rows)],
  );
}

/** `count` sample downloads, newest first, one every five hours from ten minutes ago. */
export async function seedStoryDownloads(db: Sql, count: number) {
  const samples = ['career', 'personality', 'next', 'meta'];
  const rows = Array.from({ length: count }, (_, index) => ({
    created_at: new Date(Date.now() - 10 * 60_000 - index * 5 * hour).toISOString(),
    name: people[index % people.length]![0],
    lastname: people[index % people.length]![1],
    email: `download${index + 1}@example.gr`,
    pdf_type: samples[index % 4],
  }));
  await db.query(
    `insert into public.pdf_downloads (created_at, name, lastname, email, pdf_type, user_agent)
     select created_at, name, lastname, email, pdf_type, 'Story'
     from jsonb_to_recordset($1::jsonb) as row (created_at timestamptz, name text, lastname text, email text, pdf_type text)`,
    [JSON.stringify(rows)],
  );
}
