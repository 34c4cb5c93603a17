import type { Stat } from '@cg/ui';
import { brand } from './brand';
import { figures } from './company';
import { pageSections } from './pageSections';
import { statLabels } from './statLabels';
import { mixanografikaSteps } from './mixanografikaSteps';
import { mixanografikaBenefitCards } from './mixanografikaBenefitCards';

/** /mixanografika (spec section 2). */
export const mechanographicIntro = {
  title: pageSections.mixanografika.header.title,
  text: pageSections.mixanografika.header.intro,
  cta: 'Κλείστε ραντεβού',
};

export const mechanographicStats: Stat[] = [
  { value: figures.years, suffix: '+', label: statLabels.mixanografika.years },
  { value: figures.guidances, suffix: '+', label: statLabels.mixanografika.guidances },
  { value: figures.satisfaction, suffix: '%', label: statLabels.mixanografika.satisfaction },
];

export const mechanographicBenefits = {
  title: pageSections.mixanografika.benefits.title,
  cards: mixanografikaBenefitCards.items,
};

export const mechanographicOffer = {
  title: pageSections.mixanografika.offer.title,
  text: pageSections.mixanografika.offer.intro,
  action: { label: 'Κλείστε ραντεβού', href: '#lead-form' },
};

export const mechanographicSteps = {
  title: pageSections.mixanografika.steps.title,
  steps: mixanografikaSteps.items,
};

export const mechanographicWhy = { title: pageSections.mixanografika.why.title, text: pageSections.mixanografika.why.intro };

export const mechanographicChooseUs = { title: pageSections.mixanografika.chooseUs.title, text: pageSections.mixanografika.chooseUs.intro };

export const mechanographicCalculator = {
  title: pageSections.mixanografika.calculator.title,
  text: pageSections.mixanografika.calculator.intro,
  src: brand.calculatorUrl,
  frameTitle: 'Υπολογιστής μηχανογραφικού',
  height: 768,
  openLabel: 'Άνοιγμα σε νέα καρτέλα',
};
