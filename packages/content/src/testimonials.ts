import type { TestimonialsDocument } from '@cg/data/contentTestimonials';
import { placeholder } from './placeholder.ts';

/**
 * The home page's testimonials, in the order it shows them: the seed of the «home-testimonials» document (decision
 * 036), which staff edit, reorder and publish in the back office. Stand-ins until the company supplies three real
 * ones, with the people's consent.
 */
export const homeTestimonials = {
  items: placeholder(
    [
      {
        name: 'Μαρία Κ.',
        role: 'Μητέρα μαθήτριας Β΄ Λυκείου',
        content: 'Η συνεδρία βοήθησε την κόρη μου να δει καθαρά τι της ταιριάζει. Φύγαμε με σχέδιο και χωρίς άγχος.',
        rating: 5,
      },
      {
        name: 'Γιώργος Π.',
        role: 'Μαθητής Γ΄ Λυκείου',
        content: 'Με τη στρατηγική για το μηχανογραφικό κατάλαβα ποιες σχολές έχουν νόημα για μένα και γιατί.',
        rating: 5,
      },
      {
        name: 'Ελένη Δ.',
        role: 'Απόφοιτος, 27 ετών',
        content: 'Το τεστ Meta μου έδειξε μεταπτυχιακά που δεν είχα σκεφτεί. Σήμερα σπουδάζω σε ένα από αυτά.',
        rating: 4,
      },
    ],
    'Τρεις πραγματικές μαρτυρίες πελατών (όνομα ή αρχικά, ιδιότητα, κείμενο, βαθμολογία), με τη συγκατάθεσή τους',
  ),
} satisfies TestimonialsDocument;
