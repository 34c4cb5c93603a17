import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fillFacts, groupDigitsEl, unknownFactMessage, withFactsFilled, type FactSources } from './facts.ts';
import { faqSchema } from './faq.ts';
import { seminarFactsSchema } from './seminarFacts.ts';

const sources = {
  company: { name: 'Πυξίδα Καριέρας', foundingYear: 2002 },
  figures: { users: 500_000, years: 20, yearsInOneBlock: 15, rating: { value: 4.9, count: 250 } },
  seminar: {
    partner: 'ΚΕΔΙΒΙΜ Πανεπιστημίου',
    hours: 350,
    months: 4,
    start: 'Νοέμβριος 2025',
    startsIn: 'τον Νοέμβριο του 2025',
    cycle: 11,
  },
} as unknown as FactSources;

const answer = (text: string) => ({ items: [{ question: 'Πότε ξεκινά;', answer: text }] });
const refusal = (text: string) => {
  const result = v.safeParse(faqSchema, answer(text));
  return result.success ? null : result.issues[0].message;
};

describe('a text that names a fact', () => {
  it('says the fact as it is today, wherever the text is in the document', () => {
    expect(
      fillFacts({ items: [{ title: 'Σχετικά με την {επωνυμία}', text: 'Από το {ίδρυση}: {χρήστες} χρήστες, {χρόνια} χρόνια.' }] }, sources),
    ).toEqual({ items: [{ title: 'Σχετικά με την Πυξίδα Καριέρας', text: 'Από το 2002: 500.000 χρήστες, 20 χρόνια.' }] });
    expect(fillFacts('Ο {κύκλος}ος κύκλος, μετά από {προηγούμενοι-κύκλοι}.', sources)).toBe('Ο 11ος κύκλος, μετά από 10.');
    // Numbers and texts without braces are left as they are.
    expect(fillFacts({ year: 2002, text: 'Χωρίς αγκύλες.' }, sources)).toEqual({ year: 2002, text: 'Χωρίς αγκύλες.' });
  });

  it('is refused, in Greek and by name, when the name is not a fact of the site', () => {
    expect(refusal('Πάνω από {χρόνια} χρόνια στο {κέντρο-πιστοποίησης}.')).toBeNull();
    expect(refusal('Από το {πανεπιστήμιο}.')).toMatch(
      /^Το «\{πανεπιστήμιο\}» δεν είναι στοιχείο του ιστότοπου: σε αγκύλες γράφεται μόνο ένα από \{επωνυμία\}, /,
    );
    expect(refusal('Πάνω από {χρονια} χρόνια.')).toMatch(/^Το «\{χρονια\}»/);
    expect(refusal('Πάνω από {χρόνια χρόνια.')).toMatch(/^Το «\{χρόνια χρόνια\.»/);
    expect(refusal('Μόνο } μία.')).toMatch(/^Το «\}»/);
    expect(unknownFactMessage('{χρόνια} και {άγνωστο}')).toMatch(/^Το «\{άγνωστο\}»/);
    // Something must still be written.
    expect(refusal('   ')).toBe('Συμπληρώστε το πεδίο.');
  });

  it('cannot be a fact itself: the facts hold no braces', () => {
    const partner = v.safeParse(seminarFactsSchema, { ...sources.seminar, partner: 'Το {επωνυμία}' });
    expect(partner.success).toBe(false);
    expect(partner.issues?.[0]?.message).toBe('Ένα στοιχείο γράφεται χωρίς αγκύλες { }.');
  });

  it('is filled in every document but the facts’ own, from the facts among them', () => {
    const filled = withFactsFilled([
      { key: 'company', kind: 'company', data: sources.company },
      { key: 'company-figures', kind: 'figures', data: sources.figures },
      { key: 'seminar-facts', kind: 'seminar', data: sources.seminar },
      { key: 'seminaria-faq', kind: 'faq', data: answer('Με το {κέντρο-πιστοποίησης}.') },
    ]);
    expect(filled.get('seminaria-faq')).toEqual(answer('Με το ΚΕΔΙΒΙΜ Πανεπιστημίου.'));
    expect(filled.get('seminar-facts')).toBe(sources.seminar);
    expect(() => withFactsFilled([{ key: 'seminaria-faq', kind: 'faq', data: answer('x') }])).toThrow(/company/);
  });
});

describe('groupDigitsEl', () => {
  it('groups thousands with a dot, as Greek text does', () => {
    expect(groupDigitsEl(500_000)).toBe('500.000');
    expect(groupDigitsEl(1_234_567)).toBe('1.234.567');
    expect(groupDigitsEl(999)).toBe('999');
  });

  it('writes whole numbers as Intl does for el-GR', () => {
    const intl = new Intl.NumberFormat('el-GR', { maximumFractionDigits: 0 });
    for (const value of [0, 7, 42, 999, 1000, 5000, 20_000, 100_000, 500_000, 1_000_000, 98_765_432, -1500]) {
      expect(groupDigitsEl(value), String(value)).toBe(intl.format(value));
    }
  });
});
