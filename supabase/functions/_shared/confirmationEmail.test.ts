import { describe, expect, it } from 'vitest';
import { brand } from '../../../packages/content/src/brand';
import { confirmationMessage, sampleConfirmationMessage } from './confirmationEmail';
import { visitorSender, type NewLead } from './leadEmail';

const lead: NewLead = {
  id: '11111111-0000-4000-8000-000000000001',
  submissionId: '22222222-0000-4000-8000-000000000002',
  form: 'students',
  row: { first_name: 'Αλέξανδρος', last_name: 'Κ<b>', email: 'alex@example.gr', phone: '6912345678', lead_source: 'students_cta_form' },
  receivedAt: new Date('2026-11-23T18:00:00Z'),
};

describe('the confirmation e-mail to the visitor', () => {
  it('goes to the address they gave, greets them in the vocative, says what they asked and when to expect the call', () => {
    const message = confirmationMessage(lead, { from: 'Πυξίδα <hello@example.gr>' });
    expect(message).toMatchObject({ id: lead.submissionId, kind: 'confirmation e-mail', to: ['alex@example.gr'] });
    expect(message.subject).toBe('Λάβαμε την αίτησή σας: Μαθητές');
    const lines = message.text.split('\n');
    expect(lines[0]).toBe('Γεια σας, Αλέξανδρε!');
    expect(message.text).toContain('Λάβαμε την αίτησή σας («Μαθητές») στις Δευτέρα 23 Νοεμβρίου 2026 στις 20:00.');
    expect(message.text).toContain('μέσα σε 24 ώρες, έως Τρίτη 24 Νοεμβρίου 2026 στις 20:00.');
    expect(message.text).not.toContain('..');
    expect(message.text).toContain(`${brand.name} · ${brand.phone.display} · ${brand.email}`);
  });

  it('comes from the company and is answered at its address, as the message asks the reader to reply', () => {
    const message = confirmationMessage(lead, { from: visitorSender(undefined) });
    expect(message.from).toBe(`${brand.name} <${brand.email}>`);
    expect(message.replyTo).toBe(brand.email);
    expect(message.text).toContain('απαντήστε σε αυτό το μήνυμα');
  });

  it('promises what the thank-you page promises, in its words: a call within 24 hours', () => {
    expect(confirmationMessage(lead, { from: 'a@example.gr' }).text).toContain(
      'Ένας σύμβουλός μας θα επικοινωνήσει μαζί σας μέσα σε 24 ώρες, έως',
    );
  });

  it('quotes nothing the visitor typed to the address they typed: no field, no company, no link; a name only when it is one', () => {
    const planted = {
      first_name: 'Δείτε https://evil.example/win!',
      last_name: 'Πληρωμών <a href="https://evil.example/claim">εδώ</a>',
      email: 'stranger@example.org',
      phone: '6912345678',
      company_name: `Τμήμα Πληρωμών https://evil.example/claim ${'Χ'.repeat(2_000)}`,
      lead_source: 'foreis_cta_form' as const,
    };
    for (const form of ['students', 'foreis'] as const) {
      const message = confirmationMessage({ ...lead, form, row: planted }, { from: 'a@example.gr' });
      const everything = `${message.subject}\n${message.text}\n${message.html}`;
      expect(message.text.split('\n')[0]).toBe('Γεια σας!');
      for (const typed of ['http', 'evil', 'Δείτε', 'Πληρωμών', 'ΧΧΧ', '6912345678', 'href']) expect(everything).not.toContain(typed);
      // Only the address it goes to, in its header.
      expect(everything).not.toContain('stranger@example.org');
      expect(message.to).toEqual(['stranger@example.org']);
    }
  });

  it('greets with the first word of a name that looks like one, and with no name otherwise', () => {
    const greet = (first_name: string) =>
      confirmationMessage({ ...lead, row: { ...lead.row, first_name } }, { from: 'a' }).text.split('\n')[0];
    expect(greet('Μαρία Ελένη')).toBe('Γεια σας, Μαρία!');
    expect(greet('Jean-Luc')).toBe('Γεια σας, Jean-Luc!');
    expect(greet('Ντ’Αρτανιάν')).toBe('Γεια σας, Ντ’Αρτανιάν!');
    for (const notAName of ['Κερδίσατε 1000€', 'evil.example', 'Α Β Γ Δ', 'Δείτε: εδώ', `${'Α'.repeat(25)}`, 'x/y', '<b>Νίκος</b>'])
      expect(greet(notAName)).toBe('Γεια σας!');
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
