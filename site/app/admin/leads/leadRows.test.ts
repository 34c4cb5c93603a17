import { describe, expect, it } from 'vitest';
import type { InboxLead } from '@cg/data';
import { toInboxRow } from './leadRows';

const lead = {
  id: 'lead-1',
  created_at: '2026-11-27T08:00:00Z',
  first_name: 'Ελένη',
  last_name: 'Παππά',
  email: 'eleni@example.gr',
  phone: '6912345678',
  company_name: null,
  status: 'new',
  attribution_known: false,
  landing_page: '/imerides',
} as unknown as InboxLead;

describe('an inbox row', () => {
  it('names a registration’s event and its day beside the form', () => {
    const row = toInboxRow(
      {
        ...lead,
        lead_source: 'imerides_registration_form',
        registration: { title: 'Ημερίδα για γονείς', starts_at: '2026-12-14T16:00:00Z', state: 'confirmed', people: 2 },
      },
      Date.parse('2026-11-27T09:00:00Z'),
    );
    expect(row.form).toBe('Ημερίδες: Ημερίδα για γονείς · 14 Δεκεμβρίου 2026');
  });

  it('names only the form for any other lead', () => {
    expect(toInboxRow({ ...lead, lead_source: 'students_cta_form' }, Date.parse('2026-11-27T09:00:00Z')).form).toBe('Μαθητές');
  });
});
