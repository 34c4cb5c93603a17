import type { TeamDocument } from '@cg/data/contentTeam';
import { placeholder } from './placeholder.ts';

/**
 * The team on /about, in the order it shows them: the seed of the «about-team» document (decision 036), which staff
 * edit, reorder and publish in the back office. Stand-ins until the company supplies its team.
 */
export const aboutTeam: TeamDocument = {
  items: placeholder(
    [
      {
        name: 'Ελένη Παπαδοπούλου',
        role: 'Ιδρύτρια, σύμβουλος σταδιοδρομίας',
        bio: 'Ψυχολόγος με μεταπτυχιακό στη συμβουλευτική σταδιοδρομίας και πάνω από 20 χρόνια εμπειρία με μαθητές και γονείς.',
      },
      {
        name: 'Νίκος Αλεξίου',
        role: 'Υπεύθυνος τεστ και ερευνών',
        bio: 'Ψυχομετρικός ερευνητής· σχεδιάζει και επικυρώνει τα τεστ μας σε δείγματα χιλιάδων μαθητών.',
      },
      {
        name: 'Μαρία Γεωργίου',
        role: 'Σύμβουλος μηχανογραφικού',
        bio: 'Καθοδηγεί κάθε χρόνο εκατοντάδες υποψηφίους στη στρατηγική του μηχανογραφικού.',
      },
      {
        name: 'Γιώργος Δημητρίου',
        role: 'Συνεργασίες με φορείς',
        bio: 'Οργανώνει ημερίδες και προγράμματα για σχολεία, δήμους και φορείς σε όλη την Ελλάδα.',
      },
    ],
    'Τα τέσσερα μέλη της ομάδας: ονοματεπώνυμο, ρόλος, σύντομο βιογραφικό',
  ),
};
