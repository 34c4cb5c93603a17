/**
 * What a visitor does to an island before its code has arrived gets the answer its code gives (decision 028): the
 * loader holds the first touches on a marker from the moment it runs, and plays them to the island once it has
 * started. The answers the browser gives by itself (a link, a typed field, a popover, a native dialog) stay the
 * browser's; the ones it would give differently from the island (a form's own validation bubble and post, a link
 * the island plays in place) wait for the island, and fall back to the browser's if its code never comes.
 */

import { answeredInPlace } from '@cg/ui/answeredInPlace';
import { keepDisabledUntilFilled } from '@cg/ui/disabledUntilFilled';
import { startIslandEvent } from './startIsland';

/** How long a held submission waits for its island's code before the browser sends it as it would without JavaScript. */
export const heldSubmitTimeoutMs = 8000;

type Held = {
  /** The last element a pointer came over, and of which kind. */
  pointer: { target: Element; pointerType: string } | null;
  /** A button with no native action, or a link the island answers: clicked again once started. */
  click: { target: HTMLElement; detail: number } | null;
  /** A submission the island's code must check and send. */
  submit: { form: HTMLFormElement; submitter: HTMLElement | null } | null;
  /** Whether the last popover invoker was pressed by keyboard (no pointer detail). */
  popoverByKeyboard: boolean;
};

export type FirstTouches = {
  /** Whether a submission or a click waits for the island's code (then it is wanted now, whatever its moment). */
  waiting(): boolean;
  /** A click elsewhere on the page that this island answers in place (a link marked with its name): held for it. */
  holdClick(target: HTMLElement, event: MouseEvent): void;
  /** The island has started: play what was held, then stop holding. */
  release(): void;
  /** Its code could not start: give the held touches the browser's own answer. */
  fail(): void;
};

const isSubmitButton = (element: Element | null): element is HTMLButtonElement | HTMLInputElement =>
  (element instanceof HTMLButtonElement || element instanceof HTMLInputElement) && element.type === 'submit';

/** A button that does nothing by itself: no form to submit, no popover or dialog to open. */
const inertButton = (element: Element | null) =>
  element instanceof HTMLButtonElement &&
  element.type === 'button' &&
  !element.hasAttribute('popovertarget') &&
  !element.hasAttribute('commandfor');

/** The deepest element under the pointer inside `marker`, when the pointer is still over it. */
function hovered(marker: HTMLElement): Element | null {
  const under = marker.querySelectorAll(':hover');
  return under.length ? under[under.length - 1]! : null;
}

/**
 * Starts holding the first touches on `marker`. Forms in it stop using the browser's own checks at once (their island
 * shows the specification's Greek messages): a submission, valid or not, is held for the island; a button disabled
 * until the fields are filled is so from now on. `wanted` is told when a submission or a click starts waiting.
 */
export function holdFirstTouches(marker: HTMLElement, wanted: () => void = () => undefined): FirstTouches {
  const held: Held = { pointer: null, click: null, submit: null, popoverByKeyboard: false };
  const forms = [...marker.querySelectorAll('form')];
  for (const form of forms) form.noValidate = true;
  const stopFillRules = forms.map(keepDisabledUntilFilled);

  const onPointer = (event: PointerEvent) => {
    if (!(event.target instanceof Element)) return;
    held.pointer = { target: event.target, pointerType: event.pointerType };
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const invoker = target?.closest('[popovertarget]');
    if (invoker && marker.contains(invoker)) {
      held.popoverByKeyboard = event.detail === 0;
      return;
    }
    // A link this island answers in place; one another island answers is held for that one (below).
    const answered = target?.closest<HTMLElement>(`[${answeredInPlace}=""]`);
    if (answered && marker.contains(answered)) return holdClick(answered, event);
    const button = target?.closest('button') ?? null;
    if (inertButton(button) && marker.contains(button)) {
      held.click = { target: button as HTMLElement, detail: event.detail };
      wanted();
    }
  };
  function holdClick(target: HTMLElement, event: MouseEvent) {
    if (done) return;
    event.preventDefault();
    held.click = { target, detail: event.detail };
    wanted();
  }
  let submitTimer = 0;
  const onSubmit = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement) || !forms.includes(event.target)) return;
    event.preventDefault();
    // The island's code alone answers it, once started: React, hydrating the form on this very event, would handle it
    // too, and lose it when the typed fields are handed over during its validation (issue 61's lost leads).
    event.stopImmediatePropagation();
    held.submit = { form: event.target, submitter: event.submitter };
    window.clearTimeout(submitTimer);
    // A lead is never lost to a slow connection: past this, the browser posts it as without JavaScript.
    submitTimer = window.setTimeout(fail, heldSubmitTimeoutMs);
    wanted();
  };

  marker.addEventListener('pointerover', onPointer, { capture: true, passive: true });
  marker.addEventListener('click', onClick, { capture: true });
  marker.addEventListener('submit', onSubmit, { capture: true });
  let done = false;
  const stop = () => {
    done = true;
    window.clearTimeout(submitTimer);
    marker.removeEventListener('pointerover', onPointer, { capture: true });
    marker.removeEventListener('click', onClick, { capture: true });
    marker.removeEventListener('submit', onSubmit, { capture: true });
  };

  function release() {
    if (done) return;
    stop();
    // The island's code keeps the buttons from here (without it, the rule stays).
    for (const stopRule of stopFillRules) stopRule();
    handOverPopovers(marker, held.popoverByKeyboard);
    // Focus and hover as the island's own handlers would have seen them arrive.
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && marker.contains(focused)) focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    // A pointer resting there since before the loader ran moved no event to tell its kind: a mouse's, as touch has.
    const under = hovered(marker);
    if (under) {
      const pointerType = held.pointer?.pointerType ?? 'mouse';
      const init = { bubbles: true, cancelable: true, composed: true, view: window };
      under.dispatchEvent(new PointerEvent('pointerover', { ...init, pointerType, isPrimary: true }));
      if (pointerType === 'mouse') under.dispatchEvent(new MouseEvent('mouseover', init));
    }
    const { click, submit } = held;
    if (click?.target.isConnected)
      click.target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window, detail: click.detail }));
    // In a task of its own: the island may have started within the held submission's own dispatch (between two of its
    // listeners), and a form that is still firing its submit event ignores requestSubmit.
    if (submit) setTimeout(() => resubmit(submit));
  }

  function resubmit(submit: NonNullable<Held['submit']>) {
    if (submit.form.isConnected) submit.form.requestSubmit(isSubmitButton(submit.submitter) ? submit.submitter : undefined);
  }

  function fail() {
    if (done) return;
    stop();
    for (const form of forms) form.noValidate = false;
    const { click, submit } = held;
    if (click?.target instanceof HTMLAnchorElement) window.location.assign(click.target.href);
    // With the browser's own checks back: an invalid field gets its bubble, a valid form posts.
    if (submit) setTimeout(() => resubmit(submit));
  }

  return { waiting: () => !done && (held.submit !== null || held.click !== null), holdClick, release, fail };
}

/**
 * A popover opened before its island started (its button works without JavaScript: decision 007) is handed to the
 * island: closed, and its button pressed again the way it was pressed, so the island opens it its own way (the
 * dropdown as a menu, on its first item for the keyboard). One the visitor has already moved into stays the browser's.
 */
function handOverPopovers(marker: HTMLElement, byKeyboard: boolean) {
  for (const popover of marker.querySelectorAll<HTMLElement>(':popover-open')) {
    if (popover.contains(document.activeElement)) continue;
    const invoker = marker.querySelector<HTMLElement>(`[popovertarget="${CSS.escape(popover.id)}"]`);
    if (!invoker) continue;
    popover.hidePopover();
    invoker.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window, detail: byKeyboard ? 0 : 1 }));
  }
}

/**
 * A link outside an island that the island answers in place (the footer's privacy settings, which the consent island
 * asks about in place): marked with the island's name, its click before the island's code has arrived is held for it,
 * and the island is asked to start (at once, or by the loader when it comes: a held click is waiting for it).
 */
export function holdClicksForIslandsElsewhere(held: ReadonlyMap<HTMLElement, FirstTouches>) {
  document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.<HTMLElement>(`[${answeredInPlace}]:not([${answeredInPlace}=""])`);
      const marker = link && document.querySelector<HTMLElement>(`[data-island="${CSS.escape(link.getAttribute(answeredInPlace) ?? '')}"]`);
      const touches = marker ? held.get(marker) : undefined;
      if (!link || !marker || !touches || event.button !== 0) return;
      touches.holdClick(link, event);
      marker.dispatchEvent(new Event(startIslandEvent));
    },
    { capture: true },
  );
}
