import type { TimelineEntry } from '@cg/ui';
import { brand } from './brand';
import { pageSections } from './pageSections';
import { aboutValueCards } from './aboutValueCards';

/** /about (spec section 2). */
export const aboutIntro = {
  title: `Σχετικά με την ${brand.name}`,
  text: `Από το ${brand.foundingYear} βοηθάμε μαθητές, γονείς και ενήλικες να επιλέγουν σπουδές και καριέρα με γνώση και σιγουριά.`,
};

export const aboutVision = { title: pageSections.about.vision.title, text: pageSections.about.vision.intro };

export const aboutMission = { title: pageSections.about.mission.title, text: pageSections.about.mission.intro };

export const aboutHistory: TimelineEntry[] = [
  { year: '2002', title: 'Η ίδρυση', text: 'Ξεκινάμε στην Αθήνα με τα πρώτα τεστ επαγγελματικού προσανατολισμού.' },
  { year: '2007', title: 'Κύπρος', text: 'Επεκτεινόμαστε στην Κύπρο και συνεργαζόμαστε με σχολεία και φορείς.' },
  { year: '2021', title: 'Ψηφιακός μετασχηματισμός', text: 'Τα τεστ και οι συνεδρίες γίνονται διαθέσιμα online σε όλη την Ελλάδα.' },
];

export const aboutValues = {
  title: pageSections.about.values.title,
  cards: aboutValueCards.items,
};

export const aboutContact = {
  title: pageSections.about.contact.title,
  text: pageSections.about.contact.intro,
  action: { label: 'Επικοινωνία', href: '/#contact' },
};
