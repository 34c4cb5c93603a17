import type { DetailsDocument } from '@cg/data/contentDetails';
import { withFacts } from './withFacts.ts';

/**
 * The seminar at a glance (/seminaria): the seed of the «seminaria-info» document (decision 036), which staff edit in the
 * back office. Its length and start name the «seminar-facts» document's in braces.
 */
export const seminariaInfoList = withFacts({
  items: [
    { term: 'Διάρκεια', detail: '{ώρες-σεμιναρίου} ώρες, {μήνες-σεμιναρίου} μήνες' },
    { term: 'Τρόπος', detail: 'Εξ αποστάσεως, σύγχρονα και ασύγχρονα' },
    { term: 'Τόπος', detail: 'Πανεπιστήμιο και online' },
    { term: 'Έναρξη', detail: '{έναρξη-σεμιναρίου}, {κύκλος}ος κύκλος' },
  ],
} satisfies DetailsDocument);
