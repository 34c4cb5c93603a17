import { describe, expect, it } from 'vitest';
import { csvCell, leadsCsv } from './leadsCsv';
import type { InboxLead } from './leads';

const lead = (overrides: Partial<InboxLead>): InboxLead => ({
  id: 'id',
  created_at: '2026-11-23T18:00:00+00:00',
  submission_id: 'sub',
  first_name: 'Μαρία',
  last_name: 'Παπαδοπούλου',
  email: 'maria@example.gr',
  phone: '6912345678',
  lead_source: 'students_cta_form',
  company_name: null,
  ad_consent: null,
  ad_consent_at: null,
  notice_version: null,
  attribution_known: true,
  landing_page: '/students',
  referrer: null,
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  utm_term: null,
  utm_content: null,
  fbclid: null,
  gclid: null,
  status: 'new',
  status_changed_by: null,
  status_changed_at: null,
  first_contact_at: null,
  note: null,
  ...overrides,
});

describe('leads as CSV', () => {
  it('starts with a BOM and one Greek header row, quotes every cell, ends rows with CRLF, writes Athens times with their offset and the codes beside their names', async () => {
    const csv = await leadsCsv([
      [lead({ utm_source: 'facebook', utm_medium: 'paid', utm_campaign: 'autumn', fbclid: 'ABC' })],
      [
        lead({
          attribution_known: false,
          lead_source: 'foreis_cta_form',
          company_name: 'Λύκειο, "Αθηνών"\nημερίδα',
          status: 'done',
          status_changed_at: '2026-11-24T08:30:00+00:00',
        }),
      ],
    ]);
    expect(
      csv.startsWith(
        '\uFEFF"Ημερομηνία","Φόρμα","Κωδικός φόρμας","Όνομα","Επώνυμο","Email","Τηλέφωνο","Φορέας και ανάγκες","Ημερίδα","Κατάσταση","Κωδικός κατάστασης","Αλλαγή κατάστασης","Σημείωση","Πηγή","Σελίδα εισόδου","Προέλευση (ιστότοπος)","utm_source","utm_medium","utm_campaign","utm_term","utm_content","fbclid","gclid"\r\n',
      ),
    ).toBe(true);
    const rows = csv.slice(1).split('\r\n');
    expect(rows[1]).toBe(
      '"2026-11-23T20:00:00+02:00","Μαθητές","students_cta_form","Μαρία","Παπαδοπούλου","maria@example.gr","6912345678","","","Νέο","new","","","facebook / paid / autumn","/students","","facebook","paid","autumn","","","ABC",""',
    );
    expect(rows[2]).toBe(
      '"2026-11-23T20:00:00+02:00","Φορείς","foreis_cta_form","Μαρία","Παπαδοπούλου","maria@example.gr","6912345678","Λύκειο, ""Αθηνών""\nημερίδα","","Ολοκληρώθηκε","done","2026-11-24T10:30:00+02:00","","Άγνωστη","/students","","","","","","","",""',
    );
    expect(rows).toHaveLength(4);
    expect(rows[3]).toBe('');
  });

  it('names a registration’s event, its start in Athens time, how many come and their place', async () => {
    const csv = await leadsCsv([
      [
        lead({
          lead_source: 'imerides_registration_form',
          registration: { title: 'Ημερίδα για γονείς', starts_at: '2026-12-14T16:00:00Z', state: 'waiting', people: 2 },
        }),
      ],
    ]);
    expect(csv.split('\r\n')[1]).toContain('"Ημερίδες","imerides_registration_form"');
    expect(csv.split('\r\n')[1]).toContain('"Ημερίδα για γονείς (2026-12-14T18:00:00+02:00), 2 άτομα, Σε αναμονή"');
  });

  it('neutralises every cell a spreadsheet would run as a formula', () => {
    for (const dangerous of ['=HYPERLINK("http://evil")', '+30 691 234 5678', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd']) {
      expect(csvCell(dangerous).startsWith(`"'`), JSON.stringify(dangerous)).toBe(true);
    }
    expect(csvCell('Μαρία')).toBe('"Μαρία"');
    expect(csvCell(null)).toBe('""');
  });

  it('writes a lead’s own words as they are, Greek intact', async () => {
    const csv = await leadsCsv([[lead({ note: '=cmd|/C calc!A0 και «ελληνικά»' })]]);
    expect(csv).toContain(`"'=cmd|/C calc!A0 και «ελληνικά»"`);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(new TextEncoder().encode(csv))).toBe(csv);
  });
});
