import type { AcademicPlatform } from '@cg/data/contentAcademicPlatform';
import { placeholder } from './placeholder.ts';

/**
 * The academic departments' platform the home page opens: the seed of the «academic-platform» document (decision 036),
 * which staff edit in the back office. Its address is the company's to supply.
 */
export const academicPlatformFacts = {
  url: placeholder(
    'https://tmimata.pyxida-kariera.gr',
    'Η διεύθυνση της πλατφόρμας ακαδημαϊκών τμημάτων (οι κατηγορίες ακολουθούν ως /slug)',
  ),
  categories: [
    { label: 'Ανθρωπιστικές Επιστήμες', slug: 'anthropistikes' },
    { label: 'Θετικές Επιστήμες', slug: 'thetikes' },
    { label: 'Επιστήμες Υγείας', slug: 'ygeias' },
    { label: 'Οικονομία & Πληροφορική', slug: 'oikonomia-pliroforiki' },
    { label: 'Μηχανικοί & Τεχνολογία', slug: 'mixanikoi' },
    { label: 'Τέχνες & Πολιτισμός', slug: 'texnes' },
  ],
} satisfies AcademicPlatform;
