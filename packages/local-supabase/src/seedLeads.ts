/**
 * Realistic made-up leads for trying the inbox at scale: `count` leads over `days` days, from every form
 * in the registry (more students than institutions, as the site expects), more of them recent, with
 * the statuses a working team leaves behind (old leads mostly done, a few forgotten and overdue, the
 * last day's still new). Names are common Greek ones; addresses are on example.gr, which no one owns.
 * Inserted by the database owner, which keeps the given times (set_server_fields only overrides API roles).
 */
import { leadForms, type LeadFormKey } from '@cg/data/leadForms';
import { transliterateEl } from '@cg/data';
import type { Database } from './sql';

const formWeights: Record<LeadFormKey, number> = { students: 40, university: 20, mixanografika: 20, seminaria: 12, foreis: 8, imerides: 0 };
const people = {
  female: {
    first: [
      'Μαρία',
      'Ελένη',
      'Κατερίνα',
      'Βασιλική',
      'Σοφία',
      'Αναστασία',
      'Δήμητρα',
      'Γεωργία',
      'Ιωάννα',
      'Χριστίνα',
      'Ευαγγελία',
      'Αγγελική',
      'Νίκη',
      'Δέσποινα',
      'Ζωή',
    ],
    suffix: 'female',
  },
  male: {
    first: [
      'Γιώργος',
      'Κώστας',
      'Νίκος',
      'Δημήτρης',
      'Γιάννης',
      'Παναγιώτης',
      'Βασίλης',
      'Χρήστος',
      'Θανάσης',
      'Μιχάλης',
      'Σταύρος',
      'Άγγελος',
      'Ηλίας',
      'Αλέξανδρος',
      'Στέλιος',
    ],
    suffix: 'male',
  },
} as const;
// Surnames in their masculine form and the feminine one.
const surnames: [string, string][] = [
  ['Παπαδόπουλος', 'Παπαδοπούλου'],
  ['Νικολάου', 'Νικολάου'],
  ['Γεωργίου', 'Γεωργίου'],
  ['Οικονόμου', 'Οικονόμου'],
  ['Παπαδάκης', 'Παπαδάκη'],
  ['Βασιλείου', 'Βασιλείου'],
  ['Καραγιάννης', 'Καραγιάννη'],
  ['Ιωάννου', 'Ιωάννου'],
  ['Μακρής', 'Μακρή'],
  ['Αθανασίου', 'Αθανασίου'],
  ['Δημητρίου', 'Δημητρίου'],
  ['Κωνσταντίνου', 'Κωνσταντίνου'],
  ['Παπανικολάου', 'Παπανικολάου'],
  ['Αντωνίου', 'Αντωνίου'],
  ['Σταματόπουλος', 'Σταματοπούλου'],
  ['Χατζής', 'Χατζή'],
  ['Ζαχαρίου', 'Ζαχαρίου'],
  ['Λαμπράκης', 'Λαμπράκη'],
  ['Πετρόπουλος', 'Πετροπούλου'],
  ['Αλεξίου', 'Αλεξίου'],
];
const institutions = [
  'Γενικό Λύκειο',
  'Πρότυπο Γυμνάσιο',
  'Ιδιωτικό εκπαιδευτήριο',
  'Φροντιστήριο',
  'Δήμος, τμήμα παιδείας',
  'Σύλλογος γονέων',
  'Εταιρεία, τμήμα ανθρώπινου δυναμικού',
];
const needs = [
  'ημερίδα επαγγελματικού προσανατολισμού για τη Γ΄ τάξη',
  'τεστ δεξιοτήτων για 60 μαθητές',
  'ομιλία για γονείς τον Μάρτιο',
  'εργαστήριο για το μηχανογραφικό',
  'σεμινάριο για νέους εργαζόμενους',
];

/** A small seeded random source (mulberry32): the same seed gives the same leads. */
function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value ^= value + Math.imul(value ^ (value >>> 7), 61 | value);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const weighted = <K extends string>(weights: Record<K, number>) => {
    const entries = Object.entries(weights) as [K, number][];
    let roll = next() * entries.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [key, weight] of entries) if ((roll -= weight) < 0) return key;
    return entries[entries.length - 1]![0];
  };
  const digits = (length: number) => Array.from({ length }, () => Math.floor(next() * 10)).join('');
  return { next, pick, weighted, digits };
}

const hour = 3_600_000;

/** How the seeded visits arrived: campaigns, search, direct and without JavaScript, in rough proportions. */
const arrivals = {
  facebook: 30,
  instagram: 12,
  google: 15,
  search: 15,
  direct: 18,
  unknown: 10,
};
const campaigns = ['autumn', 'panelladikes', 'metaptyxiaka', 'goneis'] as const;

type Arrival = Pick<
  SeedRow,
  'attribution_known' | 'landing_page' | 'referrer' | 'utm_source' | 'utm_medium' | 'utm_campaign' | 'fbclid' | 'gclid'
>;

function arrivalOf(random: ReturnType<typeof randomSource>, page: string): Arrival {
  const none = { referrer: null, utm_source: null, utm_medium: null, utm_campaign: null, fbclid: null, gclid: null };
  const landing = random.next() < 0.7 ? page : '/';
  switch (random.weighted(arrivals)) {
    case 'facebook':
    case 'instagram': {
      const source = random.next() < 0.7 ? 'facebook' : 'instagram';
      return {
        ...none,
        attribution_known: true,
        landing_page: landing,
        referrer: 'https://l.facebook.com',
        utm_source: source,
        utm_medium: 'paid',
        utm_campaign: random.pick(campaigns),
        fbclid: `IwAR${random.digits(12)}`,
      };
    }
    case 'google':
      return {
        ...none,
        attribution_known: true,
        landing_page: landing,
        referrer: 'https://www.google.com',
        utm_source: 'google',
        utm_medium: 'cpc',
        utm_campaign: random.pick(campaigns),
        gclid: `Cj0KCQ${random.digits(12)}`,
      };
    case 'search':
      return { ...none, attribution_known: true, landing_page: landing, referrer: 'https://www.google.com' };
    case 'direct':
      return { ...none, attribution_known: true, landing_page: landing };
    default:
      return { ...none, attribution_known: false, landing_page: page };
  }
}

type SeedRow = {
  submission_id: string;
  created_at: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  lead_source: string;
  company_name: string | null;
  status: 'new' | 'contacted' | 'done';
  status_changed_at: string | null;
  attribution_known: boolean;
  landing_page: string;
  referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  fbclid: string | null;
  gclid: string | null;
};

export function makeLeads({ count, days, now, seed }: { count: number; days: number; now: number; seed: number }): SeedRow[] {
  const random = randomSource(seed);
  // A source of its own, so adding attribution left the seeded people as they were.
  const visits = randomSource(seed + 1_000);
  const rows: SeedRow[] = [];
  for (let index = 0; index < count; index += 1) {
    const form = random.weighted(formWeights);
    const gender = random.next() < 0.55 ? people.female : people.male;
    const first = random.pick(gender.first);
    const surname = random.pick(surnames)[gender === people.female ? 1 : 0];
    // More recent leads than old ones: the company grows.
    const age = Math.floor(random.next() ** 1.6 * days * 24 * hour);
    const created = now - age;
    const hoursOld = age / hour;
    const roll = random.next();
    const status =
      hoursOld < 24
        ? roll < 0.85
          ? 'new'
          : 'contacted'
        : hoursOld < 24 * 7
          ? roll < 0.2
            ? 'new'
            : roll < 0.7
              ? 'contacted'
              : 'done'
          : roll < 0.02
            ? 'new'
            : roll < 0.15
              ? 'contacted'
              : 'done';
    const local = `${transliterateEl(first)}.${transliterateEl(surname)}`.toLowerCase().replace(/[^a-z.]/g, '');
    const phone =
      random.next() < 0.8 ? `69${random.digits(8)}` : random.next() < 0.5 ? `+30 210 ${random.digits(7)}` : `2310 ${random.digits(6)}`;
    rows.push({
      submission_id: crypto.randomUUID(),
      created_at: new Date(created).toISOString(),
      first_name: first,
      last_name: form === 'foreis' && random.next() < 0.1 ? 'N/A' : surname,
      email: `${local}${index}@example.gr`,
      phone,
      lead_source: leadForms[form].leadSource,
      company_name: form === 'foreis' ? `${random.pick(institutions)}: ${random.pick(needs)}` : null,
      status,
      status_changed_at: status === 'new' ? null : new Date(created + Math.min(age, (2 + random.next() * 46) * hour)).toISOString(),
      ...arrivalOf(visits, leadForms[form].page),
    });
  }
  return rows;
}

/** Inserts the leads in batches of a thousand; returns how many were stored. */
export async function seedLeads(db: Database, { count = 10_000, days = 730, now = Date.now(), seed = 21 } = {}): Promise<number> {
  const rows = makeLeads({ count, days, now, seed });
  for (let start = 0; start < rows.length; start += 1000) {
    await db.query(
      `insert into public.leads (submission_id, created_at, first_name, last_name, email, phone, lead_source, company_name, status, status_changed_at, first_contact_at,
         attribution_known, landing_page, referrer, utm_source, utm_medium, utm_campaign, fbclid, gclid)
       select submission_id, created_at, first_name, last_name, email, phone, lead_source, company_name, status, status_changed_at, status_changed_at,
         attribution_known, landing_page, referrer, utm_source, utm_medium, utm_campaign, fbclid, gclid
       from jsonb_to_recordset($1::jsonb) as row (submission_id uuid, created_at timestamptz, first_name text, last_name text, email text, phone text,
         lead_source public.lead_source, company_name text, status public.lead_status, status_changed_at timestamptz,
         attribution_known boolean, landing_page text, referrer text, utm_source text, utm_medium text, utm_campaign text, fbclid text, gclid text)`,
      [JSON.stringify(rows.slice(start, start + 1000))],
    );
  }
  // Fresh statistics, so the planner uses the inbox's indexes at once (PGlite runs no autovacuum).
  await db.query('analyze public.leads');
  return rows.length;
}

const samples = ['career', 'personality', 'next', 'meta'] as const;

/** Sample downloads to go with them: one for about every five leads, over the same days. */
export async function seedDownloads(db: Database, { count = 2_000, days = 730, now = Date.now(), seed = 22 } = {}): Promise<number> {
  const random = randomSource(seed);
  const rows = Array.from({ length: count }, (_, index) => {
    const gender = random.next() < 0.55 ? people.female : people.male;
    const name = random.pick(gender.first);
    const lastname = random.pick(surnames)[gender === people.female ? 1 : 0];
    return {
      created_at: new Date(now - Math.floor(random.next() ** 1.6 * days * 24 * hour)).toISOString(),
      name,
      lastname,
      email: `${transliterateEl(name)}.${transliterateEl(lastname)}`.toLowerCase().replace(/[^a-z.]/g, '') + `${index}@example.gr`,
      pdf_type: random.pick(samples),
    };
  });
  for (let start = 0; start < rows.length; start += 1000) {
    await db.query(
      `insert into public.pdf_downloads (created_at, name, lastname, email, pdf_type, user_agent)
       select created_at, name, lastname, email, pdf_type, 'seed' from jsonb_to_recordset($1::jsonb) as row (created_at timestamptz, name text, lastname text, email text, pdf_type text)`,
      [JSON.stringify(rows.slice(start, start + 1000))],
    );
  }
  await db.query('analyze public.pdf_downloads');
  return rows.length;
}
