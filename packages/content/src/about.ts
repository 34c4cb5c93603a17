import { pageSections } from './pageSections';
import { aboutHistoryList } from './aboutHistoryList';
import { aboutValueCards } from './aboutValueCards';

/** /about (spec section 2). */
export const aboutIntro = { title: pageSections.about.header.title, text: pageSections.about.header.intro };

export const aboutVision = { title: pageSections.about.vision.title, text: pageSections.about.vision.intro };

export const aboutMission = { title: pageSections.about.mission.title, text: pageSections.about.mission.intro };

export const aboutHistory = aboutHistoryList.items;

export const aboutValues = {
  title: pageSections.about.values.title,
  cards: aboutValueCards.items,
};

export const aboutContact = {
  title: pageSections.about.contact.title,
  text: pageSections.about.contact.intro,
  action: { label: 'Επικοινωνία', href: '/#contact' },
};
