import { describe, expect, it } from 'vitest';
import { brand } from '../../../packages/content/src/brand';
import { confirmationMessage, sampleConfirmationMessage } from './confirmationEmail';
import type { NewLead } from './leadEmail';

const lead: NewLead = {
  id: '11111111-0000-4000-8000-000000000001',
  submissionId: '22222222-0000-4000-8000-000000000002',
  form: 'students',
  row: { first_name: 'Αλέξανδρος', last_name: 'Κ<b>', email: 'alex@example.gr', phone: '6912345678', lead_source: 'students_cta_form' },
  receivedAt: new Date('2026-11-23T18:00:00Z'),
};

describe('the confirmation e-mail to the visitor', () => {
  it('goes to the address they gave, greets them in the vocative, says what they asked, when to expect the call and what they gave', () => {
    const message = confirmationMessage(lead, { from: 'Πυξίδα <hello@example.gr>' });
    expect(message).toMatchObject({ id: lead.submissionId, kind: 'confirmation e-mail', to: ['alex@example.gr'] });
    expect(message.subject).toBe('Λάβαμε την αίτησή σας: Μαθητές');
    const lines = message.text.split('\n');
    expect(lines[0]).toBe('Γεια σας, Αλέξανδρε!');
    expect(message.text).toMatch(/Λάβαμε την αίτησή σας \(«Μαθητές»\) στις Δευτέρα 23 Νοεμβρίου 2026.*8:00 μ\.μ\./);
    expect(message.text).toMatch(/μέσα σε 24 ώρες, έως Τρίτη 24 Νοεμβρίου 2026.*8:00 μ\.μ\./);
    for (const line of ['Όνομα: Αλέξανδρος', 'Επώνυμο: Κ<b>', 'Email: alex@example.gr', 'Τηλέφωνο: 6912345678'])
      expect(lines).toContain(line);
    expect(message.text).toContain(`${brand.name} · ${brand.phone.display} · ${brand.email}`);
    // What the visitor typed is text in the HTML, never markup.
    expect(message.html).toContain('Κ&lt;b&gt;');
    expect(message.html).not.toContain('<b>');
  });

  it('promises what the thank-you page promises, in its words: a call within 24 hours', () => {
    expect(confirmationMessage(lead, { from: 'a@example.gr' }).text).toContain(
      'Ένας σύμβουλός μας θα επικοινωνήσει μαζί σας μέσα σε 24 ώρες, έως',
    );
  });

  it('leaves out what the visitor did not give (the foreis form’s surname), and indents a multi-line value', () => {
    const foreis: NewLead = {
      ...lead,
      form: 'foreis',
      row: { ...lead.row, first_name: 'Κώστας', last_name: 'N/A', company_name: 'Λύκειο\nΤηλέφωνο: 000', lead_source: 'foreis_cta_form' },
    };
    const lines = confirmationMessage(foreis, { from: 'a@example.gr' }).text.split('\n');
    expect(lines[0]).toBe('Γεια σας, Κώστα!');
    expect(lines.some((line) => line.includes('N/A'))).toBe(false);
    expect(lines.filter((line) => line.startsWith('Τηλέφωνο:'))).toEqual(['Τηλέφωνο: 6912345678']);
  });

  it('confirms a sample request with the sample’s name and link, promising no call, to the address given', () => {
    const message = sampleConfirmationMessage(
      {
        id: '33333333-0000-4000-8000-000000000003',
        name: 'Νίκος',
        email: 'nikos@example.gr',
        product: 'personality',
        pdfUrl: 'https://backend.example/storage/v1/object/public/pdfs/personality-sample.pdf',
        receivedAt: new Date('2026-11-23T18:00:00Z'),
      },
      { from: 'a@example.gr' },
    );
    expect(message).toMatchObject({ id: '33333333-0000-4000-8000-000000000003', kind: 'confirmation e-mail', to: ['nikos@example.gr'] });
    expect(message.subject).toBe('Το δείγμα σας: Τεστ προσωπικότητας');
    expect(message.text.split('\n')[0]).toBe('Γεια σας, Νίκο!');
    expect(message.text).toMatch(/Ζητήσατε το δείγμα αναφοράς «Τεστ προσωπικότητας» στις Δευτέρα 23 Νοεμβρίου 2026/);
    expect(message.text).toContain('https://backend.example/storage/v1/object/public/pdfs/personality-sample.pdf');
    expect(message.text).toContain('Δεν θα σας καλέσουμε για αυτό το αίτημα.');
    expect(message.text).not.toContain('24 ώρες');
  });
});
