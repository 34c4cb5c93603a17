/**
 * What only the company can state in its privacy notice (/privacy, GDPR articles 13 and 14): its legal name with its
 * form and registry numbers, its Data Protection Officer or that it has none, where its database is kept, how long its
 * e-mail provider keeps what was sent, and which records the law obliges it to keep. Each is a sentence or a phrase of
 * the notice, written by staff; a change to any makes a new notice version (privacy_notice_facts()).
 */
import * as v from 'valibot';
import { text } from './fields.ts';

export const privacyFactsSchema = v.strictObject({
  legalName: text(200),
  dataProtectionOfficer: text(300),
  databaseRegion: text(120),
  mailRetention: text(200),
  recordsObligation: text(300),
});

export type PrivacyFacts = v.InferOutput<typeof privacyFactsSchema>;

export const privacyFactsFieldLabels: Record<string, string> = {
  '/legalName': 'Νόμιμη επωνυμία, νομική μορφή, ΑΦΜ και αριθμός ΓΕΜΗ («Υπεύθυνος επεξεργασίας είναι η εταιρεία …»)',
  '/dataProtectionOfficer': 'Υπεύθυνος Προστασίας Δεδομένων: όνομα και email, ή ότι δεν έχει οριστεί',
  '/databaseRegion': 'Πού φυλάσσεται η βάση δεδομένων («… τα στοιχεία φυλάσσονται …»)',
  '/mailRetention': 'Πόσο κρατά ο πάροχος email τα απεσταλμένα μηνύματα',
  '/recordsObligation': 'Νόμιμες υποχρεώσεις τήρησης αρχείων',
};
