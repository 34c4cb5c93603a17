import { reserveBottom } from '@cg/ui/reserveBottom';
import { currentConsent, storeConsent, subscribe } from '../consent/consentStore';

const choices = { accept: 'granted', reject: 'denied' } as const;

/**
 * The advertising-measurement question on a page of islands, without React (its HTML: ConsentQuestionInHtml, whose
 * script already showed it at the first paint when this device holds no answer at all): shown once the page is idle
 * when this device holds no valid answer, kept shown or hidden by the same rule, and again in place when the visitor
 * opens the privacy settings. After an answer, focus that was in the bar goes to the main content instead of being lost.
 */
export function enhance(marker: HTMLElement, props: Record<string, unknown>) {
  const { mainId, settingsHref } = props as { mainId: string; settingsHref: string };
  const question = marker.querySelector<HTMLElement>('[data-consent-question]');
  const bar = question?.firstElementChild;
  if (!question || !(bar instanceof HTMLElement)) return;
  let giveRoomBack: (() => void) | null = null;
  const show = () => {
    question.hidden = false;
    giveRoomBack ??= reserveBottom(bar);
  };
  const hide = () => {
    question.hidden = true;
    giveRoomBack?.();
    giveRoomBack = null;
  };

  question.addEventListener('click', (event) => {
    const answer = (event.target as Element | null)?.closest<HTMLElement>('[data-answer]')?.dataset.answer;
    if (answer !== 'accept' && answer !== 'reject') return;
    const focusWasInBar = question.contains(document.activeElement);
    storeConsent(choices[answer]);
    hide();
    if (focusWasInBar) document.getElementById(mainId)?.focus();
  });
  // Answered in another tab meanwhile.
  subscribe(() => {
    if (currentConsent()) hide();
  });
  // The privacy settings in place, as on hydrated pages, instead of the notice's section the link leads to.
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.(`a[href="${settingsHref}"]`);
    if (!link || event.defaultPrevented || event.button !== 0) return;
    event.preventDefault();
    show();
  });
  // The first paint's script looked only for an answer, not at its age or notice: the answer's own rules decide.
  if (currentConsent()) hide();
  else show();
}
