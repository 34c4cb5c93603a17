import type { TestDescriptions } from '@cg/data/contentTestDescriptions';

/**
 * What /tests says of each of its four tests: the seed of the «tests-descriptions» document (decision 036), which staff
 * edit in the back office. The tests' names are the sample form's (sampleTitles.ts), their videos the «page-videos».
 */
export const testDescriptions = {
  career: {
    text: 'Με βάση τους έξι τύπους του Holland, δείχνει ποια επαγγελματικά περιβάλλοντα σας ταιριάζουν.',
    points: ['Ρεαλιστικός', 'Ερευνητικός', 'Καλλιτεχνικός', 'Κοινωνικός', 'Επιχειρηματικός', 'Συμβατικός'],
  },
  personality: {
    text: 'Με βάση το μοντέλο των πέντε παραγόντων, περιγράφει την προσωπικότητά σας σε πέντε διαστάσεις.',
    points: ['Εξωστρέφεια', 'Προσήνεια', 'Ευσυνειδησία', 'Συναισθηματική σταθερότητα', 'Δεκτικότητα στην εμπειρία'],
  },
  meta: {
    text: 'Για φοιτητές και ενήλικες: αντιστοιχίζει το προφίλ σας με 40 μεταπτυχιακά προγράμματα και 16 ομάδες επαγγελμάτων.',
    points: ['40 μεταπτυχιακά προγράμματα', '16 ομάδες επαγγελμάτων', 'Αναφορά αποτελεσμάτων'],
  },
  next: {
    text: 'Προσαρμοστικό τεστ με τεχνητή νοημοσύνη: κάθε ερώτηση διαλέγεται με βάση τις προηγούμενες απαντήσεις σας.',
    points: ['Προσαρμοστικές ερωτήσεις', 'Βασισμένο σε τεχνητή νοημοσύνη', 'Λιγότερες ερωτήσεις, ίδια ακρίβεια'],
  },
} satisfies TestDescriptions;
