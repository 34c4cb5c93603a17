import type { PageHeroes } from '@cg/data/contentHeroes';
import { withFacts } from './withFacts.ts';

/**
 * The words of the three pages' heroes (spec sections 1 and 2): the seed of the «page-heroes» document (decision
 * 036), which staff edit in the back office; each page puts its picture beside them (home.ts, students.ts,
 * university.ts).
 */
export const pageHeroes: PageHeroes = withFacts({
  home: {
    eyebrow: 'Επαγγελματικός Προσανατολισμός από το {ίδρυση}',
    title: 'Βρες τον δρόμο που σου ταιριάζει',
    text: 'Δωρεάν online τεστ επαγγελματικού προσανατολισμού σε περίπου 15 λεπτά και εξατομικευμένες συνεδρίες συμβουλευτικής για μαθητές, γονείς, φοιτητές και ενήλικες.',
    cta: { label: 'Για μαθητές', href: '/students' },
    secondaryCta: { label: 'Δωρεάν τεστ', href: '/tests' },
  },
  students: {
    eyebrow: 'Για μαθητές Γυμνασίου και Λυκείου',
    title: 'Επαγγελματικός προσανατολισμός για μαθητές',
    text: 'Τεστ ενδιαφερόντων και δεξιοτήτων και συνεδρία συμβουλευτικής 75 λεπτών, για να επιλέξει ο μαθητής κατεύθυνση, σπουδές και επάγγελμα με σιγουριά.',
    cta: { label: 'Κλείστε συνάντηση', href: '#lead-form' },
    secondaryCta: { label: 'Τα τεστ', href: '/tests' },
  },
  university: {
    eyebrow: 'Για φοιτητές και ενήλικες',
    title: 'Μεταπτυχιακά και καριέρα με το τεστ Meta',
    text: 'Το τεστ Meta συνδέει τα ενδιαφέροντα και τις δεξιότητές σας με μεταπτυχιακά προγράμματα και επαγγέλματα, και ένας σύμβουλος σας βοηθά να αποφασίσετε.',
    cta: { label: 'Επικοινωνία', href: '#lead-form' },
    secondaryCta: { label: 'Όλα τα τεστ', href: '/tests' },
  },
} satisfies PageHeroes);
