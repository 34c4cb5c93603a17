import { describe, expect, it } from 'vitest';
import { personExport } from './personRequests';
import type { InboxLead } from './leads';

const lead = {
  id: 'id',
  created_at: '2026-07-01T06:00:00+00:00',
  first_name: 'Νίκος',
  last_name: 'Παππάς',
  email: 'nikos@example.gr',
  phone: '6912345678',
  lead_source: 'seminaria_signup_form',
  company_name: null,
  status: 'contacted',
  status_changed_at: '2026-07-01T08:00:00+00:00',
  note: null,
  attribution_known: false,
} as unknown as InboxLead;

describe('a person’s export', () => {
  it('uses Greek keys and names, keeps the codes beside them, and writes Athens times with their offset', () => {
    const file = JSON.parse(
      personExport(
        {
          leads: [lead],
          downloads: [
            { id: 1, created_at: '2026-12-01T10:00:00Z', name: 'Νίκος', lastname: 'Παππάς', email: 'nikos@example.gr', pdf_type: 'meta' },
          ],
        } as never,
        new Date('2026-11-27T07:55:44.749Z'),
        (code) => (code === 'meta' ? 'Δείγμα Meta' : code),
      ),
    );
    expect(file['Δημιουργήθηκε']).toBe('2026-11-27T09:55:44+02:00');
    const [record] = file['Αιτήσεις'];
    expect(record['Ημερομηνία']).toBe('2026-07-01T09:00:00+03:00');
    expect(record['Φόρμα']).toBe('Σεμινάρια');
    expect(record['Κωδικός φόρμας']).toBe('seminaria_signup_form');
    expect(record['Κατάσταση']).not.toBe('contacted');
    expect(record['Κωδικός κατάστασης']).toBe('contacted');
    expect(file['Λήψεις δειγμάτων']).toEqual([
      {
        Ημερομηνία: '2026-12-01T12:00:00+02:00',
        Όνομα: 'Νίκος',
        Επώνυμο: 'Παππάς',
        Email: 'nikos@example.gr',
        Δείγμα: 'Δείγμα Meta',
        'Κωδικός δείγματος': 'meta',
      },
    ]);
    // No key of the database's own.
    expect(Object.keys(record).some((key) => /^[a-z_]+$/.test(key) && !key.startsWith('utm') && key !== 'fbclid' && key !== 'gclid')).toBe(
      false,
    );
  });
});
