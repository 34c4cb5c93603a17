import type { InfoCard } from '@cg/ui';
import { podcast } from './podcast';
import { pressArticles } from './pressArticles';
import { tvAppearances } from './tvAppearances';

/**
 * The hero's four tiles on /articles, each leading to its part of the page. Plain strings (`satisfies`, not a
 * wider annotation): they travel as the page's loader data, so the lists they count stay out of its code.
 */
export const articleTopics = [
  {
    title: 'Άρθρα στον Τύπο',
    badge: `${pressArticles.length} δημοσιεύσεις`,
    text: 'Αναλύσεις και συνεντεύξεις σε εφημερίδες και ειδησεογραφικά sites.',
    action: { label: 'Στα άρθρα', href: '#latest' },
  },
  {
    title: 'Τηλεοπτικές Παρουσίες',
    badge: `${tvAppearances.length} εμφανίσεις`,
    text: 'Συμμετοχές σε εκπομπές για την εκπαίδευση και την καριέρα.',
    action: { label: 'Στα βίντεο', href: '#tv' },
  },
  {
    title: 'Podcast',
    badge: 'Κάθε εβδομάδα',
    text: `${podcast.title}: το video podcast για σπουδές και επαγγέλματα.`,
    action: { label: 'Στο podcast', href: '#podcast' },
  },
  {
    title: 'Ψηφιακό Περιεχόμενο',
    badge: 'Από την ομάδα μας',
    text: 'Οδηγοί και άρθρα των συμβούλων μας, γραμμένα για μαθητές, γονείς και ενήλικες.',
    action: { label: 'Στα άρθρα μας', href: '#latest' },
  },
] satisfies readonly InfoCard[];
