// The site's own content, so designers review what visitors will see and nothing is written twice.
// Stories only: the library itself never imports the site (its components take content through props).
import type { RelatedService } from '../RelatedServices/relatedServices';
import { pressArticles as pressEntries } from '../../../../site/app/content/pressArticles';

export { appLink, careerGuidanceMenu, footerServiceLinks, primaryLinks, socialLinks } from '../../../../site/app/content/navigation';
export { contactInfo } from '../../../../site/app/content/contact';
export { heroImage } from '../../../../site/app/content/media';
export { BrandMark } from '../../../../site/app/components/BrandMark';

/** Sample service cards in the spec's two groups, for the service-card stories. */
export const relatedServices: readonly RelatedService[] = [
  { title: 'Μαθητές', description: 'Τεστ ενδιαφερόντων και συνεδρία 75 λεπτών, προσαρμοσμένη στην τάξη του μαθητή.', href: '/students', group: 'primary' },
  { title: 'Φοιτητές & Ενήλικες', description: 'Το τεστ Meta αντιστοιχίζει τα ενδιαφέροντά σου με 40 μεταπτυχιακά προγράμματα.', href: '/university-students', group: 'primary' },
  { title: 'Τεστ Επαγγελματικού Προσανατολισμού', description: 'Τέσσερα δωρεάν online τεστ, αποτελέσματα σε περίπου 15 λεπτά.', href: '/tests', group: 'primary' },
  { title: 'Φορείς & Σχολεία', description: 'Τεστ, συνεδρίες και ημερίδες για σχολεία, φροντιστήρια και φορείς.', href: '/foreis', group: 'secondary' },
  { title: 'Μηχανογραφικό', description: 'Συνάντηση 90 λεπτών, ανάλυση και αξιολόγηση, στρατηγική επιλογών.', href: '/mixanografika', group: 'primary' },
  { title: 'Εντός Ύλης', description: 'Το εβδομαδιαίο video podcast για σπουδές, επαγγέλματα και αγορά εργασίας.', href: '/entos-ylis', group: 'secondary' },
  { title: 'Σχετικά με εμάς', description: 'Πάνω από 20 χρόνια επαγγελματικού προσανατολισμού, από το 2002.', href: '/about', group: 'secondary' },
  { title: 'Ημερίδες', description: 'Ημερίδες επαγγελματικού προσανατολισμού για σχολεία και γονείς.', href: '/imerides', group: 'secondary' },
  { title: 'Σεμινάρια', description: 'Πιστοποιημένο σεμινάριο 350 ωρών με πανεπιστημιακό κέντρο.', href: '/seminaria', group: 'secondary' },
];
export { leadFormTexts } from '../../../../site/app/content/leadForms';
import { leadFormCopy } from '../../../../site/app/content/leadForms';
import { leadForms } from '../../../data/src/leadForms';
import { leadFormSchemas } from '../../../data/src/schemas';
export const personFields = leadForms.students.fields;
export const studentsForm = leadFormCopy.students;
export { studentsCounselling, studentsProgramme, studentsTests } from '../../../../site/app/content/students';
export { thankYouTexts } from '../../../../site/app/content/thankYou';
export { honeypotField } from '../../../data/src/forms';
export const studentsSchema = leadFormSchemas.students;
export { partnerLogos } from '../../../../site/app/content/media';
export { mechanographicCalculator, mechanographicSteps } from '../../../../site/app/content/mixanografika';
export { seminarInfo, seminarReasons } from '../../../../site/app/content/seminaria';
export { podcast, podcastEpisodes } from '../../../../site/app/content/podcast';
export { aboutHistory, aboutTeam } from '../../../../site/app/content/about';
export { imeridesEvents } from '../../../../site/app/content/imerides';
export { pressArticles } from '../../../../site/app/content/pressArticles';
export { tvAppearances } from '../../../../site/app/content/tvAppearances';
export { articlesPage } from '../../../../site/app/content/articlesPage';

/** Press entries as the library's article cards take them (dates written out as the site does). */
export const articleSummaries = pressEntries.map((entry, index) => ({
  key: `press-${index}`,
  title: entry.title,
  description: entry.description,
  href: entry.url,
  external: true,
  category: entry.category,
  date: { iso: entry.date, display: new Date(`${entry.date}T00:00:00Z`).toLocaleDateString('el-GR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }) },
  publication: entry.publication,
  image: { src: entry.image, width: 960, height: 540 },
}));
export { adminTexts } from '../../../../site/app/admin/adminTexts';
export { inboxTexts } from '../../../../site/app/admin/leads/inboxTexts';
