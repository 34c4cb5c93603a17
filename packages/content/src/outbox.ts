import { retention } from '@cg/data/privacy';
import { callBackPromise } from './callBack';

/**
 * What a visitor reads when a lead could not reach us and is kept on the device until it can (decision 030): on the
 * form, on its thank-you page while it is on its way, and once it has gone.
 */
export const outboxTexts = {
  kept: {
    title: 'Η αίτησή σας κρατήθηκε',
    description: `Δεν ήταν δυνατή η αποστολή τώρα. Κρατήσαμε την αίτησή σας σε αυτή τη συσκευή και θα σταλεί αυτόματα μόλις επανέλθει η σύνδεση.`,
  },
  /** The thank-you page, in place of its "we received" lines, while the lead is still on the device. */
  onItsWay: {
    lead: `Η αίτησή σας είναι καθ’ οδόν: δεν έχει φτάσει ακόμη σε εμάς. Την κρατάμε σε αυτή τη συσκευή και θα σταλεί αυτόματα μόλις επανέλθει η σύνδεση, όταν ανοίξετε οποιαδήποτε σελίδα μας μέσα σε ${retention.outboxDays} ημέρες.`,
    checkEmail: 'Μόλις σταλεί, θα το δείτε εδώ και θα λάβετε το email επιβεβαίωσης.',
  },
  sent: {
    title: 'Η αίτησή σας στάλθηκε',
    // By what the form promised (its registry entry): a call, or a registration's e-mail.
    description: {
      'call-back': `${callBackPromise}.`,
      registration: 'Στο email επιβεβαίωσης θα δείτε αν έχετε θέση ή είστε στη λίστα αναμονής.',
    },
  },
  /** A kept lead the intake refused when it could finally be sent (its event closed meanwhile): kept, and said once. */
  refused: {
    title: (form: string) => `Η αίτησή σας («${form}») δεν έγινε δεκτή`,
    next: 'Την κρατάμε σε αυτή τη συσκευή: ανοίξτε ξανά τη φόρμα για να τη διορθώσετε και να τη στείλετε, ή διαγράψτε τη από τις ρυθμίσεις απορρήτου.',
    /** Under the form's button, when its page gives the refused lead back to correct. */
    restored: (message: string) => `Η αίτηση που κρατήσαμε δεν έγινε δεκτή: ${message} Διορθώστε τη και στείλτε τη ξανά.`,
  },
  /** The privacy settings: what the device keeps, and erasing it. */
  settings: {
    heading: 'Αιτήσεις σε αναμονή σε αυτή τη συσκευή',
    count: (count: number) =>
      count === 1 ? 'Μία αίτηση περιμένει να σταλεί από αυτή τη συσκευή.' : `${count} αιτήσεις περιμένουν να σταλούν από αυτή τη συσκευή.`,
    erase: 'Διαγραφή από τη συσκευή',
    erased: 'Οι αιτήσεις σε αναμονή διαγράφηκαν από αυτή τη συσκευή και δεν θα σταλούν.',
  },
} as const;
