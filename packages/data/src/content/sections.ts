/**
 * The headings of the public pages' sections and the introductions under them (the library's `Section` and
 * `PageHeader`): what a visitor reads above each block of a page. A text that quotes a fact of another document (the
 * company's name, a figure, the seminar's hours) names it in braces (facts.ts), so the two never disagree.
 */
import * as v from 'valibot';
import { text } from './fields.ts';

/** A section headed only (its block says the rest). */
const headed = v.strictObject({ title: text(80) });
/** A section headed and introduced by a paragraph. */
const introduced = v.strictObject({ title: text(80), intro: text(300) });

/** Each page's sections, in the order the page shows them: the key names the block, `introduced` has a paragraph. */
export const sectionsSchema = v.strictObject({
  home: v.strictObject({
    // and, under the counters, the reviews' line («από {κριτικές} κριτικές»: the stars and the score are the figure's)
    stats: v.strictObject({ title: text(80), intro: text(300), ratingDetail: text(60) }),
    services: introduced,
    partners: introduced,
    interviews: headed,
    academicPlatform: introduced,
    testimonials: headed,
    podcast: v.strictObject({ eyebrow: text(40), intro: text(300) }),
    contact: v.strictObject({ title: text(80), intro: text(300), detailsTitle: text(80), hoursTitle: text(80), areasTitle: text(80) }),
  }),
  students: v.strictObject({
    programme: introduced,
    tests: introduced,
    coupon: introduced,
    counselling: introduced,
    claim: introduced,
    form: introduced,
  }),
  university: v.strictObject({ meta: introduced, includes: headed, services: headed, form: introduced }),
  tests: v.strictObject({ header: introduced, why: headed, faq: headed, sample: introduced }),
  mixanografika: v.strictObject({
    header: introduced,
    benefits: headed,
    offer: introduced,
    steps: headed,
    why: introduced,
    chooseUs: introduced,
    calculator: introduced,
    form: introduced,
  }),
  imerides: v.strictObject({ header: introduced, moments: headed, events: headed, form: introduced, call: introduced }),
  seminaria: v.strictObject({
    header: introduced,
    programme: headed,
    info: headed,
    reasons: headed,
    faq: headed,
    form: introduced,
    certification: v.strictObject({ note: text(200) }),
  }),
  foreis: v.strictObject({
    header: introduced,
    services: headed,
    qualities: headed,
    partners: headed,
    interviews: headed,
    form: introduced,
  }),
  about: v.strictObject({
    header: introduced,
    vision: introduced,
    mission: introduced,
    history: headed,
    team: headed,
    values: headed,
    contact: introduced,
  }),
  articles: v.strictObject({
    header: introduced,
    topics: headed,
    latest: headed,
    tv: introduced,
    podcast: headed,
    episodes: headed,
    contact: introduced,
  }),
});

export type PageSections = v.InferOutput<typeof sectionsSchema>;

/** Each page by the name staff know it by, and its sections by what they show. */
const names: { [Page in keyof PageSections]: { page: string; sections: Record<keyof PageSections[Page], string> } } = {
  home: {
    page: 'Αρχική σελίδα',
    sections: {
      stats: 'οι αριθμοί',
      services: 'οι υπηρεσίες',
      partners: 'οι συνεργάτες',
      interviews: 'οι συνεντεύξεις',
      academicPlatform: 'η πλατφόρμα ακαδημαϊκών τμημάτων',
      testimonials: 'οι μαρτυρίες',
      podcast: 'το podcast',
      contact: 'η επικοινωνία',
    },
  },
  students: {
    page: '«Μαθητές»',
    sections: {
      programme: 'το πρόγραμμα',
      tests: 'τα τεστ',
      coupon: 'το κουπόνι',
      counselling: 'η συμβουλευτική ανά τάξη',
      claim: 'η μέθοδος (αριθμοί)',
      form: 'η φόρμα',
    },
  },
  university: {
    page: '«Φοιτητές & Ενήλικες»',
    sections: { meta: 'το τεστ Meta', includes: 'τι περιλαμβάνει', services: 'οι υπηρεσίες καριέρας', form: 'η φόρμα' },
  },
  tests: {
    page: '«Τεστ»',
    sections: { header: 'ο τίτλος της σελίδας', why: 'γιατί τα τεστ μας', faq: 'οι ερωτήσεις', sample: 'το δείγμα αποτελεσμάτων' },
  },
  mixanografika: {
    page: '«Μηχανογραφικό»',
    sections: {
      header: 'ο τίτλος της σελίδας',
      benefits: 'τι κερδίζετε',
      offer: 'η προσφορά',
      steps: 'τα βήματα',
      why: 'γιατί μετράει η καθοδήγηση',
      chooseUs: 'γιατί εμάς',
      calculator: 'ο υπολογιστής',
      form: 'η φόρμα',
    },
  },
  imerides: {
    page: '«Ημερίδες»',
    sections: {
      header: 'ο τίτλος της σελίδας',
      moments: 'τα βίντεο',
      events: 'οι επόμενες ημερίδες',
      form: 'η φόρμα δήλωσης',
      call: 'η πρόσκληση στα σχολεία',
    },
  },
  seminaria: {
    page: '«Σεμινάρια»',
    sections: {
      header: 'ο τίτλος της σελίδας',
      programme: 'το πρόγραμμα',
      info: 'οι πληροφορίες',
      reasons: 'γιατί να το παρακολουθήσετε',
      faq: 'οι ερωτήσεις',
      form: 'η φόρμα',
      certification: 'η πιστοποίηση (σελίδα ευχαριστίας μετά τη δήλωση)',
    },
  },
  foreis: {
    page: '«Για φορείς»',
    sections: {
      header: 'ο τίτλος της σελίδας',
      services: 'τι προσφέρουμε',
      qualities: 'γιατί εμάς',
      partners: 'οι συνεργάτες',
      interviews: 'οι συνεντεύξεις',
      form: 'η φόρμα',
    },
  },
  about: {
    page: '«Ποιοι είμαστε»',
    sections: {
      header: 'ο τίτλος της σελίδας',
      vision: 'το όραμα',
      mission: 'η αποστολή',
      history: 'η ιστορία',
      team: 'η ομάδα',
      values: 'οι αξίες',
      contact: 'η πρόσκληση να γνωριστούμε',
    },
  },
  articles: {
    page: '«Άρθρα»',
    sections: {
      header: 'ο τίτλος της σελίδας',
      topics: 'τι θα βρείτε (κρυφός τίτλος για αναγνώστες οθόνης)',
      latest: 'τα τελευταία άρθρα',
      tv: 'οι τηλεοπτικές παρουσίες',
      podcast: 'το podcast',
      episodes: 'τα τελευταία επεισόδια',
      contact: 'η πρόσκληση σε επικοινωνία',
    },
  },
};

/** A section's texts by what they are: its title and introduction, and the few some sections have beyond them. */
const textNames: Record<string, string> = {
  title: 'τίτλος',
  intro: 'εισαγωγή',
  eyebrow: 'μικρός τίτλος πάνω από τον τίτλο',
  detailsTitle: 'τίτλος των στοιχείων επικοινωνίας',
  hoursTitle: 'τίτλος του ωραρίου',
  areasTitle: 'τίτλος των πόλεων',
  note: 'σημείωση',
  ratingDetail: 'οι κριτικές κάτω από τη βαθμολογία',
};

/** The texts a page's section has, read from its schema. */
const sectionTexts = (page: keyof PageSections, section: string) =>
  (sectionsSchema.entries[page].entries as Record<string, { entries: v.ObjectEntries }>)[section]?.entries ?? {};

/** Labels by pointer: «Αρχική σελίδα: οι αριθμοί, τίτλος». */
export const sectionsFieldLabels: Record<string, string> = Object.fromEntries(
  Object.entries(names).flatMap(([page, named]): [string, string][] => [
    [`/${page}`, named.page],
    ...Object.entries(named.sections as Record<string, string>).flatMap(([section, sectionName]): [string, string][] => [
      [`/${page}/${section}`, `${named.page}: ${sectionName}`],
      ...Object.keys(sectionTexts(page as keyof PageSections, section)).map((key): [string, string] => [
        `/${page}/${section}/${key}`,
        `${named.page}: ${sectionName}, ${textNames[key]}`,
      ]),
    ]),
  ]),
);
