import { askConsent, type ConsentQuestionProps } from '../consent/askConsent';
import { defineIsland } from './defineIsland';

/** The question on advertising measurement, without React once the page is idle (its HTML: ConsentQuestion). */
export default defineIsland({
  name: 'consent',
  enhance: (root, props: ConsentQuestionProps) => {
    const question = root.querySelector<HTMLElement>('[data-consent-question]');
    return question ? askConsent(question, props) : undefined;
  },
  when: 'idle',
});
