import { leadForms, leadFormKeys } from '@cg/data';
import { mockDatabase, timestamp } from './store';
import { prepareRow, type Caller } from './tableRules';

const service: Caller = { role: 'service_role', userId: null, isAdmin: false };

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
  ][index % 4];

/**
 * Leads in the mocked project, as the intake would have stored them: the first minutes ago, then one
 * every `spacingHours` further back, through every form, all new unless a status is given. For stories.
 */
export function seedMockLeads(
  count: number,
  { spacingHours = 7, status }: { spacingHours?: number; status?: 'new' | 'contacted' | 'done' } = {},
) {
  for (let index = 0; index < count; index += 1) {
    const form = leadFormKeys[index % leadFormKeys.length]!;
    const [first, last] = people[index % people.length]!;
    const row = prepareRow(
      'leads',
      {
        submission_id: crypto.randomUUID(),
        created_at: timestamp(new Date(Date.now() - 5 * 60_000 - index * spacingHours * 3_600_000)),
        first_name: first,
        last_name: last,
        email: `lead${index + 1}@example.gr`,
        // The newest lead's person wrote before: the fifth lead has their phone, written another way.
        phone: index === 4 ? '+30 691 234 5678' : `69${String(12345678 + index).padStart(8, '0')}`,
        lead_source: leadForms[form].leadSource,
        company_name: form === 'foreis' ? 'Γενικό Λύκειο Αθηνών: ημερίδα για 120 μαθητές' : null,
        status: status ?? 'new',
        ...arrivalOf(index, leadForms[form].page),
      },
      null,
      service,
      'insert',
    );
    mockDatabase.tables.leads.push(row as never);
  }
  return mockDatabase.tables.leads;
}

/** Sample downloads in the mocked project, newest first. */
export function seedMockDownloads(count: number) {
  const samples = ['career', 'personality', 'next', 'meta'];
  for (let index = 0; index < count; index += 1) {
    const [first, last] = people[index % people.length]!;
    mockDatabase.tables.pdf_downloads.push(
      prepareRow(
        'pdf_downloads',
        {
          created_at: timestamp(new Date(Date.now() - 10 * 60_000 - index * 5 * 3_600_000)),
          name: first,
          lastname: last,
          email: `download${index + 1}@example.gr`,
          pdf_type: samples[index % 4],
          ip_address: '',
          user_agent: 'Story',
        },
        null,
        service,
        'insert',
      ) as never,
    );
  }
}
