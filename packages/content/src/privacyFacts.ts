import type { PrivacyFacts } from '@cg/data/contentPrivacyFacts';
import { brand } from './brand.ts';
import { placeholder } from './placeholder.ts';

/**
 * What only the company can state in its privacy notice: the seed of the «privacy-facts» document (decision 036),
 * which staff publish from the back office; each a placeholder until they do. A change to any is a new notice version.
 */
export const privacyFacts: PrivacyFacts = {
  legalName: placeholder(
    `${brand.name} (νόμιμη επωνυμία)`,
    'Η νόμιμη επωνυμία της εταιρείας, η νομική της μορφή, ο ΑΦΜ και ο αριθμός ΓΕΜΗ, για την ενότητα «Ποιος είναι υπεύθυνος»',
  ),
  dataProtectionOfficer: placeholder(
    'Η εταιρεία δεν έχει ορίσει Υπεύθυνο Προστασίας Δεδομένων· για κάθε θέμα απευθυνθείτε στα στοιχεία επικοινωνίας παραπάνω.',
    'Αν η εταιρεία έχει ορίσει Υπεύθυνο Προστασίας Δεδομένων (DPO): το όνομα και το email του· αλλιώς επιβεβαίωση ότι δεν έχει οριστεί',
  ),
  databaseRegion: placeholder(
    'στην Ευρωπαϊκή Ένωση (Φρανκφούρτη, Γερμανία)',
    'Η περιοχή (region) του έργου Supabase όπου φυλάσσεται η βάση δεδομένων',
  ),
  mailRetention: placeholder(
    'για το διάστημα που ορίζει το πρόγραμμα της εταιρείας στον πάροχο (έως 30 ημέρες)',
    'Πόσο καιρό κρατά ο πάροχος email (Resend) τα απεσταλμένα μηνύματα στο πρόγραμμα της εταιρείας, και πώς ζητείται η διαγραφή τους',
  ),
  recordsObligation: placeholder(
    'Αν γίνετε πελάτης μας, τα στοιχεία που απαιτούνται για την τιμολόγηση φυλάσσονται όσο ορίζει η φορολογική νομοθεσία.',
    'Ποιες νόμιμες υποχρεώσεις τήρησης αρχείων ισχύουν για την εταιρεία (π.χ. φορολογικά παραστατικά πελατών) και για πόσο',
  ),
};
