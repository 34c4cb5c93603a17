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

/**
 * Leads in the mocked project, as the intake would have stored them: the first minutes ago, then one
 * every `spacingHours` further back, through every form, all new unless a status is given. For stories.
 */
export function seedMockLeads(count: number, { spacingHours = 7, status }: { spacingHours?: number; status?: 'new' | 'contacted' | 'done' } = {}) {
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
        phone: `69${String(12345678 + index).padStart(8, '0')}`,
        lead_source: leadForms[form].leadSource,
        company_name: form === 'foreis' ? 'Γενικό Λύκειο Αθηνών: ημερίδα για 120 μαθητές' : null,
        status: status ?? 'new',
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
      prepareRow('pdf_downloads', { created_at: timestamp(new Date(Date.now() - 10 * 60_000 - index * 5 * 3_600_000)), name: first, lastname: last, email: `download${index + 1}@example.gr`, pdf_type: samples[index % 4], ip_address: '', user_agent: 'Story' }, null, service, 'insert') as never,
    );
  }
}
