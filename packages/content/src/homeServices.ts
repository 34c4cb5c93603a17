import type { ServicesDocument } from '@cg/data/contentServices';
import { withFacts } from './withFacts.ts';

/**
 * The services the home page lists (spec section 1): the seed of the «home-services» document (decision 036), which
 * staff edit in the back office; the page's cards and the business's structured data read it.
 */
export const homeServices = withFacts({
  items: [
    {
      title: 'Μαθητές',
      description: 'Τεστ ενδιαφερόντων και συνεδρία 75 λεπτών, προσαρμοσμένη στην τάξη του μαθητή, από την Γ΄ Γυμνασίου ως την Γ΄ Λυκείου.',
      href: '/students',
    },
    {
      title: 'Φοιτητές & Ενήλικες',
      description: 'Το τεστ Meta αντιστοιχίζει τα ενδιαφέροντά σου με 40 μεταπτυχιακά προγράμματα και την αγορά εργασίας.',
      href: '/university-students',
    },
    {
      title: 'Τεστ Επαγγελματικού Προσανατολισμού',
      description: 'Τέσσερα δωρεάν online τεστ: επαγγελματικό, προσωπικότητας, Next και Meta. Αποτελέσματα σε περίπου 15 λεπτά.',
      href: '/tests',
    },
    {
      title: 'Μηχανογραφικό',
      description: 'Συνάντηση 90 λεπτών, ανάλυση και αξιολόγηση, και στρατηγική επιλογών για το μηχανογραφικό σου.',
      href: '/mixanografika',
    },
    {
      title: 'Ημερίδες',
      description: 'Ημερίδες επαγγελματικού προσανατολισμού για σχολεία, γονείς και μαθητές σε όλη την Ελλάδα.',
      href: '/imerides',
    },
    {
      title: 'Σεμινάρια',
      description: 'Πιστοποιημένο σεμινάριο {ώρες-σεμιναρίου} ωρών σε συνεργασία με πανεπιστημιακό κέντρο δια βίου μάθησης.',
      href: '/seminaria',
    },
  ],
} satisfies ServicesDocument);
