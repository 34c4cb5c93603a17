import type { TimelineDocument } from '@cg/data/contentTimeline';

/**
 * /about's history, milestone by milestone: the seed of the «about-history» document (decision 036), which staff edit
 * in the back office.
 */
export const aboutHistoryList = {
  items: [
    { year: '2002', title: 'Η ίδρυση', text: 'Ξεκινάμε στην Αθήνα με τα πρώτα τεστ επαγγελματικού προσανατολισμού.' },
    { year: '2007', title: 'Κύπρος', text: 'Επεκτεινόμαστε στην Κύπρο και συνεργαζόμαστε με σχολεία και φορείς.' },
    { year: '2021', title: 'Ψηφιακός μετασχηματισμός', text: 'Τα τεστ και οι συνεδρίες γίνονται διαθέσιμα online σε όλη την Ελλάδα.' },
  ],
} satisfies TimelineDocument;
