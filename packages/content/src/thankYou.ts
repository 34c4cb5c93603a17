import type { ThankYouProps } from '@cg/ui';
import { openingHoursDisplay } from './contact';
import { callBackPromise } from './callBack';
import { thankYouGreeting } from './thankYouGreeting';

const hours = openingHoursDisplay.map((entry) => `${entry.days}: ${entry.hours}`).join(', ');

/** What every thank-you page says (spec section 2, "Thank-you pages"). */
export const thankYouTexts = {
  greeting: thankYouGreeting,
  lead: `Λάβαμε τα στοιχεία σας. ${callBackPromise}.`,
  nextSteps: {
    title: 'Τα επόμενα βήματα',
    items: [
      'Γνωρίστε τις υπηρεσίες μας και τα τεστ επαγγελματικού προσανατολισμού.',
      'Ορίστε μαζί με τον σύμβουλό σας την ημερομηνία της συνεδρίας συμβουλευτικής.',
    ],
  },
  helpTitle: 'Χρειάζεστε βοήθεια;',
  helpText: `Καλέστε μας ή στείλτε μας email. Ωράριο: ${hours}.`,
  checkEmail: 'Ελέγξτε το email σας, και τον φάκελο ανεπιθύμητης αλληλογραφίας (spam), για το μήνυμα επιβεβαίωσης.',
  actions: [
    { label: 'Επιστροφή στην αρχική', href: '/' },
    { label: 'Δείτε τα τεστ', href: '/tests', tone: 'secondary' },
  ],
  /**
   * A registration for an event (a form whose promise is `registration`): no call is promised, here as in its
   * e-mails; what follows is the e-mail with the seat or the place in line.
   */
  registration: {
    lead: 'Λάβαμε τη δήλωση συμμετοχής σας.',
    nextSteps: {
      title: 'Τα επόμενα βήματα',
      items: [
        'Αν δεν μπορείτε να έρθετε, ακυρώστε από τον σύνδεσμο του email, ώστε η θέση σας να δοθεί σε κάποιον από τη λίστα αναμονής.',
        'Γνωρίστε τις υπηρεσίες μας και τα τεστ επαγγελματικού προσανατολισμού.',
      ],
    },
  },
} as const satisfies Record<string, unknown> & { actions: ThankYouProps['actions'] };

/** The Meta application's thank-you page reads only the first name (specification section 2). */
export const metaThankYouQuery = { firstName: 'firstName' } as const;
