import type { AccordionItem, ServiceCard, Stat } from '@cg/ui';
import { figures, rating, serviceCities } from './company';
import { academicPlatformFacts } from './academicPlatform';
import { homeInterviewList } from './homeInterviewList';
import { podcast } from './podcast';
import type { CompanyVideo } from './video';

export const homeStats: readonly Stat[] = [
  { value: figures.users, suffix: '+', label: 'Ολοκληρωμένα τεστ' },
  { value: figures.counsellingSessions, label: 'Συνεδρίες συμβουλευτικής' },
  { value: figures.counsellors, suffix: '+', label: 'Πιστοποιημένοι σύμβουλοι' },
  { value: figures.years, suffix: '+', label: 'Χρόνια εμπειρίας' },
];

export const homeRating = {
  score: `${rating.value}/${rating.best}`,
  stars: rating.best,
  detail: `από ${rating.count} κριτικές`,
  starsLabel: `Μέση βαθμολογία ${rating.value} από ${rating.best}`,
};

export const homePodcast = {
  eyebrow: 'Video podcast',
  title: podcast.title,
  text: 'Κάθε εβδομάδα συζητάμε με καλεσμένους για σπουδές, επαγγέλματα και την αγορά εργασίας.',
  cta: { label: 'Δείτε τα επεισόδια', href: '/entos-ylis' },
};

export const homeServices: readonly ServiceCard[] = [
  {
    title: 'Μαθητές',
    description: 'Τεστ ενδιαφερόντων και συνεδρία 75 λεπτών, προσαρμοσμένη στην τάξη του μαθητή, από την Γ΄ Γυμνασίου ως την Γ΄ Λυκείου.',
    href: '/students',
  },
  {
    title: 'Φοιτητές & Ενήλικες',
    description: 'Το τεστ Meta αντιστοιχίζει τα ενδιαφέροντά σου με 40 μεταπτυχιακά προγράμματα και την αγορά εργασίας.',
    href: '/university-students',
  },
  {
    title: 'Τεστ Επαγγελματικού Προσανατολισμού',
    description: 'Τέσσερα δωρεάν online τεστ: επαγγελματικό, προσωπικότητας, Next και Meta. Αποτελέσματα σε περίπου 15 λεπτά.',
    href: '/tests',
  },
  {
    title: 'Μηχανογραφικό',
    description: 'Συνάντηση 90 λεπτών, ανάλυση και αξιολόγηση, και στρατηγική επιλογών για το μηχανογραφικό σου.',
    href: '/mixanografika',
  },
  {
    title: 'Ημερίδες',
    description: 'Ημερίδες επαγγελματικού προσανατολισμού για σχολεία, γονείς και μαθητές σε όλη την Ελλάδα.',
    href: '/imerides',
  },
  {
    title: 'Σεμινάρια',
    description: 'Πιστοποιημένο σεμινάριο 350 ωρών σε συνεργασία με πανεπιστημιακό κέντρο δια βίου μάθησης.',
    href: '/seminaria',
  },
];

/** TV interviews, from the «home-interviews» document (homeInterviewList.ts); each keeps the accordion's id of its place. */
export const homeInterviews: ReadonlyArray<Omit<AccordionItem, 'content'> & CompanyVideo> = homeInterviewList.items.map((video, index) => ({
  id: `interview-${index + 1}`,
  ...video,
}));

/** The block's words are the spec's; where the platform is and its fields are staff's (academicPlatform.ts). */
export const academicPlatform = {
  title: 'Πλατφόρμα Ακαδημαϊκών Τμημάτων',
  intro: 'Εξερεύνησε τα πανεπιστημιακά τμήματα ανά επιστημονικό πεδίο: περιεχόμενο σπουδών, βάσεις και επαγγελματικές προοπτικές.',
  ...academicPlatformFacts,
};

export const homeContact = {
  title: 'Επικοινωνία',
  intro: 'Καλέστε μας ή στείλτε μας email: θα σας απαντήσουμε μέσα σε 24 ώρες.',
  detailsTitle: 'Στοιχεία επικοινωνίας',
  hoursTitle: 'Ωράριο λειτουργίας',
  areas: { title: 'Πόλεις που εξυπηρετούμε', items: serviceCities },
};
