// The company's content from @cg/content (the package the site builds its pages from), so designers
// review what visitors will see and nothing is written twice. Stories only: the library's components
// take content through props and never import it.
import type { RelatedService } from '../RelatedServices/relatedServices';
import { pressArticles as pressEntries } from '@cg/content/pressArticles';
import { aboutTeam as aboutTeamDocument } from '@cg/content/team';

export { appLink, careerGuidanceMenu, footerServiceLinks, primaryLinks, socialLinks } from '@cg/content/navigation';
export { contactInfo, openingHoursDisplay } from '@cg/content/contact';
export { serviceCities } from '@cg/content/company';
export { heroImage } from '@cg/content/media';
export { BrandMark } from '@cg/content/BrandMark';

/** Sample service cards in the spec's two groups, for the service-card stories. */
export const relatedServices: readonly RelatedService[] = [
  {
    title: 'Μαθητές',
    description: 'Τεστ ενδιαφερόντων και συνεδρία 75 λεπτών, προσαρμοσμένη στην τάξη του μαθητή.',
    href: '/students',
    group: 'primary',
  },
  {
    title: 'Φοιτητές & Ενήλικες',
    description: 'Το τεστ Meta αντιστοιχίζει τα ενδιαφέροντά σου με 40 μεταπτυχιακά προγράμματα.',
    href: '/university-students',
    group: 'primary',
  },
  {
    title: 'Τεστ Επαγγελματικού Προσανατολισμού',
    description: 'Τέσσερα δωρεάν online τεστ, αποτελέσματα σε περίπου 15 λεπτά.',
    href: '/tests',
    group: 'primary',
  },
  {
    title: 'Φορείς & Σχολεία',
    description: 'Τεστ, συνεδρίες και ημερίδες για σχολεία, φροντιστήρια και φορείς.',
    href: '/foreis',
    group: 'secondary',
  },
  {
    title: 'Μηχανογραφικό',
    description: 'Συνάντηση 90 λεπτών, ανάλυση και αξιολόγηση, στρατηγική επιλογών.',
    href: '/mixanografika',
    group: 'primary',
  },
  {
    title: 'Εντός Ύλης',
    description: 'Το εβδομαδιαίο video podcast για σπουδές, επαγγέλματα και αγορά εργασίας.',
    href: '/entos-ylis',
    group: 'secondary',
  },
  {
    title: 'Σχετικά με εμάς',
    description: 'Πάνω από 20 χρόνια επαγγελματικού προσανατολισμού, από το 2002.',
    href: '/about',
    group: 'secondary',
  },
  {
    title: 'Ημερίδες',
    description: 'Ημερίδες επαγγελματικού προσανατολισμού για σχολεία και γονείς.',
    href: '/imerides',
    group: 'secondary',
  },
  { title: 'Σεμινάρια', description: 'Πιστοποιημένο σεμινάριο 350 ωρών με πανεπιστημιακό κέντρο.', href: '/seminaria', group: 'secondary' },
];
export { leadFormTexts } from '@cg/content/leadForms';
import { leadFormSubmitLabels } from '@cg/content/leadForms';
import { leadForms } from '@cg/data/leadForms';
import { leadFormSchemas } from '@cg/data/forms';
export const personFields = leadForms.students.fields;
export const studentsForm = { submitLabel: leadFormSubmitLabels.students };
export { studentsCounselling, studentsProgramme, studentsTests } from '@cg/content/students';
export { thankYouTexts } from '@cg/content/thankYou';
export { honeypotField } from '@cg/data/forms';
export const studentsSchema = leadFormSchemas.students;
export const registrationFields = leadForms.imerides.fields;
export const registrationSchema = leadFormSchemas.imerides;
export const registrationForm = { submitLabel: leadFormSubmitLabels.imerides };
export { partnerLogos } from '@cg/content/media';
export { mechanographicSteps } from '@cg/content/mixanografika';
export { seminarInfo, seminarReasons } from '@cg/content/seminaria';
export { podcast, podcastEpisodes } from '@cg/content/podcast';
export { aboutHistory } from '@cg/content/about';
/** The team as the library's TeamMembers takes it (the seed has no photos: a story adds its own). */
export const aboutTeam = aboutTeamDocument.items.map(({ photo: _none, ...member }) => member);
export { imeridesEvents } from '@cg/content/imerides';
export { pressArticles } from '@cg/content/pressArticles';
export { tvAppearances } from '@cg/content/tvAppearances';
export { articlesPage } from '@cg/content/articlesPage';

/** Press entries as the library's article cards take them (dates written out as the site does). */
export const articleSummaries = pressEntries.map((entry, index) => ({
  key: `press-${index}`,
  title: entry.title,
  description: entry.description,
  href: entry.url,
  external: true,
  category: entry.category,
  date: {
    iso: entry.date,
    display: new Date(`${entry.date}T00:00:00Z`).toLocaleDateString('el-GR', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
  },
  publication: entry.publication,
  image: { src: entry.image, width: 960, height: 540 },
}));
/** One of the company's own articles as the cards take it: opened here, without a picture or an outlet. */
export const ownArticle = {
  title: 'Πώς διαλέγουμε σπουδές χωρίς άγχος',
  description: 'Πέντε βήματα για μια ήρεμη απόφαση.',
  href: '/articles/pos-dialegoume-spoudes-choris-agchos',
  category: 'Εκπαίδευση',
  date: { iso: '2026-11-20T10:00:00+00:00', display: '20 Νοεμβρίου 2026' },
};
export { adminTexts } from '@cg/content/adminTexts';
export { adminEventTexts } from '@cg/content/adminEventTexts';
export { inboxTexts } from '@cg/content/inboxTexts';
export { adminContentTexts } from '@cg/content/adminContentTexts';
export { brand } from '@cg/content/brand';
export { homeTestimonials } from '@cg/content/testimonials';
