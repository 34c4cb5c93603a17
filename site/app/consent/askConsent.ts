import { reserveBottom } from '@cg/ui/reserveBottom';
import { currentConsent, storeConsent, subscribe } from './consentStore';
import { consentStateText } from './consentStateText';

export type ConsentQuestionProps = { mainId: string; settingsHref: string };

const choices = { accept: 'granted', reject: 'denied' } as const;

/**
 * The question on advertising measurement, without React: the one implementation, which a page of islands starts once
 * idle (consent.island.ts) and ConsentQuestion runs in an effect where React renders it. Its HTML is written
 * hidden, and shown at the first paint by its inline script when this device holds no answer at all; here the answer's
 * own rules decide (its age, the notice's version), and the privacy settings link asks it again in place.
 *
 * Asked again from that link, the bar says the current answer, takes focus (so the next Tab stays in it, not behind it
 * at the skip link) and gives it back to the link once answered, or on Escape. A first question takes no focus: after
 * an answer, focus that was in it goes to the main content.
 */
export function askConsent(question: HTMLElement, { mainId, settingsHref }: ConsentQuestionProps) {
  const bar = question.querySelector<HTMLElement>('section');
  const current = question.querySelector<HTMLElement>('[data-consent-current]');
  if (!bar) return;
  let giveRoomBack: (() => void) | null = null;
  let askedFrom: HTMLElement | null = null;

  const show = () => {
    question.hidden = false;
    giveRoomBack ??= reserveBottom(bar);
  };
  const hide = () => {
    question.hidden = true;
    giveRoomBack?.();
    giveRoomBack = null;
  };
  const askAgain = (link: HTMLElement) => {
    const consent = currentConsent();
    if (current) {
      current.textContent = consent ? consentStateText(consent, true) : '';
      current.hidden = !consent;
    }
    askedFrom = link;
    show();
    bar.focus();
  };
  const done = () => {
    const focusWasInBar = question.contains(document.activeElement);
    hide();
    if (askedFrom?.isConnected) askedFrom.focus();
    else if (focusWasInBar) document.getElementById(mainId)?.focus();
    askedFrom = null;
  };

  const onAnswer = (event: MouseEvent) => {
    const answer = (event.target as Element | null)?.closest<HTMLElement>('[data-answer]')?.dataset.answer;
    if (answer !== 'accept' && answer !== 'reject') return;
    storeConsent(choices[answer]);
    done();
  };
  const onEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !askedFrom) return;
    event.preventDefault();
    done();
  };
  // The privacy settings in place, instead of the notice's section the link leads to without JavaScript.
  const onSettingsLink = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.<HTMLElement>(`a[href="${settingsHref}"]`);
    if (!link || event.defaultPrevented || event.button !== 0) return;
    event.preventDefault();
    askAgain(link);
  };
  question.addEventListener('click', onAnswer);
  question.addEventListener('keydown', onEscape);
  document.addEventListener('click', onSettingsLink);
  // Answered in another tab meanwhile.
  const unsubscribe = subscribe(() => {
    if (currentConsent() && !askedFrom) hide();
  });
  // The first paint's script looked only for an answer, not at its age or notice.
  if (currentConsent()) hide();
  else show();
  return () => {
    question.removeEventListener('click', onAnswer);
    question.removeEventListener('keydown', onEscape);
    document.removeEventListener('click', onSettingsLink);
    unsubscribe();
    giveRoomBack?.();
  };
}
