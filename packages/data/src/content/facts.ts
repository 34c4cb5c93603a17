/**
 * The facts a text may name in braces (docs/decisions/036-content-as-data.md, «A text that names a fact»): staff
 * write «Πάνω από {χρόνια} χρόνια…» and the page says the years the «company-figures» document holds today, so a
 * sentence never goes stale when a figure, the company's name or the seminar's partner changes. The build fills
 * them from the published facts, the preview from the facts it previews; a name the list does not hold is refused
 * by the editor, the build and the database alike (fields.ts' `text`).
 */
import type { CompanyFacts } from './company.ts';
import type { CompanyFigures } from './figures.ts';
import type { SeminarFacts } from './seminarFacts.ts';
import type { ContentKind } from './kinds.ts';

/** The documents facts are read from, by their kind: one document of each. */
export type FactSources = { company: CompanyFacts; figures: CompanyFigures; seminar: SeminarFacts };
const sourceKinds = { company: 'company', figures: 'figures', seminar: 'seminar' } as const satisfies Record<
  keyof FactSources,
  ContentKind
>;

/**
 * A whole number as Greek text writes it, thousands grouped with a dot: 500000 is '500.000'. Not
 * `toLocaleString('el-GR')`: the browser's first Intl number format loads locale data, some 27 ms of
 * main thread when a page's content module is evaluated. The unit test holds it to Intl's output.
 */
export const groupDigitsEl = (value: number) => {
  const digits = String(Math.trunc(Math.abs(value))).replace(/\B(?=(\d{3})+$)/g, '.');
  return value < 0 ? `-${digits}` : digits;
};

type Fact = { label: string; read: (sources: FactSources) => string };

/** Each name, what it stands for (the editor lists them with today's words), and its words. Names are Greek, one word or joined by hyphens. */
export const facts = {
  επωνυμία: { label: 'Η επωνυμία της εταιρείας', read: ({ company }) => company.name },
  ίδρυση: { label: 'Το έτος ίδρυσης', read: ({ company }) => String(company.foundingYear) },
  χρόνια: { label: 'Χρόνια εμπειρίας', read: ({ figures }) => String(figures.years) },
  χρήστες: { label: 'Χρήστες των τεστ', read: ({ figures }) => groupDigitsEl(figures.users) },
  συνεδρίες: { label: 'Συνεδρίες συμβουλευτικής', read: ({ figures }) => groupDigitsEl(figures.counsellingSessions) },
  σύμβουλοι: { label: 'Πιστοποιημένοι σύμβουλοι', read: ({ figures }) => groupDigitsEl(figures.counsellors) },
  'είδη-τεστ': { label: 'Είδη τεστ', read: ({ figures }) => String(figures.testTypes) },
  ικανοποίηση: { label: 'Ικανοποίηση (τοις εκατό, χωρίς το %)', read: ({ figures }) => String(figures.satisfaction) },
  φορείς: { label: 'Συνεργαζόμενοι φορείς', read: ({ figures }) => groupDigitsEl(figures.partnerBodies) },
  μαθητές: { label: 'Μαθητές που συναντήσαμε μέσω φορέων', read: ({ figures }) => groupDigitsEl(figures.studentsReached) },
  καθοδηγήσεις: { label: 'Καθοδηγήσεις για το μηχανογραφικό', read: ({ figures }) => groupDigitsEl(figures.guidances) },
  'χρόνια-μηχανογραφικού': { label: 'Χρόνια καθοδήγησης στο μηχανογραφικό', read: ({ figures }) => String(figures.yearsInOneBlock) },
  κριτικές: { label: 'Αριθμός κριτικών', read: ({ figures }) => groupDigitsEl(figures.rating.count) },
  'κέντρο-πιστοποίησης': { label: 'Το κέντρο που πιστοποιεί το σεμινάριο', read: ({ seminar }) => seminar.partner },
  'ώρες-σεμιναρίου': { label: 'Ώρες του σεμιναρίου', read: ({ seminar }) => String(seminar.hours) },
  'μήνες-σεμιναρίου': { label: 'Μήνες του σεμιναρίου', read: ({ seminar }) => String(seminar.months) },
  'έναρξη-σεμιναρίου': { label: 'Έναρξη του επόμενου κύκλου (π.χ. «Νοέμβριος 2025»)', read: ({ seminar }) => seminar.start },
  'πότε-ξεκινά': { label: 'Έναρξη, μετά το «ξεκινά» (π.χ. «τον Νοέμβριο του 2025»)', read: ({ seminar }) => seminar.startsIn },
  κύκλος: { label: 'Αριθμός του επόμενου κύκλου', read: ({ seminar }) => String(seminar.cycle) },
  'προηγούμενοι-κύκλοι': { label: 'Κύκλοι που έχουν ολοκληρωθεί', read: ({ seminar }) => String(seminar.cycle - 1) },
} satisfies Record<string, Fact>;

export type FactName = keyof typeof facts;
const names = Object.keys(facts) as FactName[];

/** A name in braces: what a text may hold besides its words. */
const named = `\\{(${names.join('|')})\\}`;
/** A text whose braces hold only the list's names (JavaScript's and PostgreSQL's regular expressions read it alike). */
export const onlyKnownFacts = new RegExp(`^([^{}]|${named})*$`);
/** The same, and something written: the one pattern the database checks for a text (fields.ts' `text`). */
export const writtenWithKnownFacts = `^\\s*([^\\s{}]|${named})([^{}]|${named})*$`;

/** The first brace a text holds that is not a name of the list, as the editor names it. */
export function unknownFact(text: string): string | undefined {
  return text.replace(new RegExp(named, 'g'), '').match(/\{[^{}]*\}?|\}/)?.[0];
}

/** The refusal of a text with an unknown name, in Greek. */
export const unknownFactMessage = (text: string) =>
  `Το «${unknownFact(text) ?? '{'}» δεν είναι στοιχείο του ιστότοπου: σε αγκύλες γράφεται μόνο ένα από ${names.map((name) => `{${name}}`).join(', ')}.`;

/** Every name in braces replaced by its words; the list's names only (the schema refused any other). */
export function fillFacts<T>(value: T, sources: FactSources): T {
  const words = Object.fromEntries(names.map((name) => [name, facts[name].read(sources)]));
  const fill = (node: unknown): unknown => {
    if (typeof node === 'string')
      return node.includes('{') ? node.replace(new RegExp(named, 'g'), (_, name: string) => words[name]!) : node;
    if (Array.isArray(node)) return node.map(fill);
    if (node && typeof node === 'object') return Object.fromEntries(Object.entries(node).map(([key, entry]) => [key, fill(entry)]));
    return node;
  };
  return fill(value) as T;
}

/** Whether a document's kind is a source of facts: its texts are the facts themselves and name none. */
export const isFactSource = (kind: ContentKind) => (Object.values(sourceKinds) as ContentKind[]).includes(kind);

/**
 * Every document's data as a page reads it: the names in its texts filled from the facts documents among them
 * (the build's published ones, or the preview's with the draft). Throws when a facts document is missing.
 */
export function withFactsFilled(documents: Iterable<{ key: string; kind: ContentKind; data: Record<string, unknown> }>) {
  const all = [...documents];
  const source = (kind: ContentKind) => {
    const found = all.find((document) => document.kind === kind);
    if (!found) throw new Error(`no document of the kind «${kind}» to fill the facts from`);
    return found.data;
  };
  const sources = {
    company: source(sourceKinds.company),
    figures: source(sourceKinds.figures),
    seminar: source(sourceKinds.seminar),
  } as unknown as FactSources;
  return new Map(all.map((document) => [document.key, isFactSource(document.kind) ? document.data : fillFacts(document.data, sources)]));
}
