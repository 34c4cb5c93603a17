import { pageSections } from './pageSections';
import { seminariaInfoList } from './seminariaInfoList';
import { seminariaProgrammeCards } from './seminariaProgrammeCards';
import { seminariaReasonsList } from './seminariaReasonsList';

export const seminarIntro = { title: pageSections.seminaria.header.title, text: pageSections.seminaria.header.intro };

export const seminarProgramme = {
  title: pageSections.seminaria.programme.title,
  cards: seminariaProgrammeCards.items,
};

export const seminarInfo = {
  title: pageSections.seminaria.info.title,
  items: seminariaInfoList.items,
};

export const seminarReasons = {
  title: pageSections.seminaria.reasons.title,
  items: seminariaReasonsList.items,
};

export const seminarCertificationNote = pageSections.seminaria.certification.note;
