// The only script of a page that hydrates no route (decision 028): it starts each island at its moment (hydrated on
// its own root, or enhanced without React), and does the little the shell needs (web vitals, the footer's year,
// back/forward focus). React itself arrives with the first island that hydrates.
import { reportWebVitals } from '../lib/webVitals';
import { buildYear } from '../lib/buildYear';
import { mainId } from '../lib/mainId';
import { startPageBehaviour } from './pageBehaviour';
import { islandModules, type HydrateWhen, type IslandModule, type IslandName } from './registry';
import { startIslandEvent } from './startIsland';

/**
 * A click on a button of an island before its code arrived: the button is clicked again once it is hydrated, so a
 * visitor's first tap is not lost. Not links (they navigate on their own) nor buttons the browser itself answers
 * without JavaScript (a popover's or a form's).
 */
function keepFirstClick(marker: HTMLElement) {
  let clicked: HTMLElement | null = null;
  const remember = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.('button');
    if (button instanceof HTMLButtonElement && !button.hasAttribute('popovertarget') && button.type === 'button') clicked = button;
  };
  marker.addEventListener('click', remember, { capture: true });
  return () => {
    marker.removeEventListener('click', remember, { capture: true });
    // After React has attached its handlers: the next frame.
    if (clicked) requestAnimationFrame(() => clicked?.isConnected && clicked.click());
  };
}

/**
 * A popover a keyboard opened before the island hydrated (its button works without JavaScript: decision 007) is
 * handed to the island once hydrated, while focus is still on its button: closed, and the button clicked again, so
 * the island opens it its own way (a menu on its first item, the side sheet as a modal dialog that keeps focus in
 * it). A pointer's popover, or one the visitor has moved into, stays the browser's: it works as it is.
 */
function handOverKeyboardPopovers(marker: HTMLElement) {
  for (const popover of marker.querySelectorAll<HTMLElement>(':popover-open')) {
    const button = document.activeElement;
    if (!(button instanceof HTMLButtonElement) || button.getAttribute('popovertarget') !== popover.id) continue;
    if (!button.matches(':focus-visible')) continue;
    popover.hidePopover();
    button.click();
  }
}

const starts = new WeakMap<HTMLElement, Promise<void>>();

/** Starts the island once, however many moments ask for it. */
function startOnce(marker: HTMLElement, replayClick: () => void) {
  let started = starts.get(marker);
  if (!started) starts.set(marker, (started = start(marker, replayClick)));
  return started;
}

async function start(marker: HTMLElement, replayClick: () => void) {
  const name = marker.dataset.island as IslandName;
  const props = JSON.parse(marker.dataset.props ?? '{}') as Record<string, unknown>;
  // Each module's own props type is checked where the page places it (<Island>).
  const module = (await islandModules[name]()) as unknown as IslandModule;
  if ('enhance' in module) {
    module.enhance(marker, props);
    marker.dataset.enhanced = 'true';
    replayClick();
    return;
  }
  const [{ createElement }, { hydrateRoot }] = await Promise.all([import('react'), import('react-dom/client')]);
  hydrateRoot(marker, createElement(module.default, props), { identifierPrefix: `${name}-` });
  marker.dataset.hydrated = 'true';
  replayClick();
  // After React has attached its handlers, as the replayed click.
  requestAnimationFrame(() => handOverKeyboardPopovers(marker));
}

const interactions = ['pointerover', 'focusin', 'touchstart'] as const;
const whenIdle = (begin: () => void) => ('requestIdleCallback' in window ? window.requestIdleCallback(begin) : setTimeout(begin, 1));

function schedule(marker: HTMLElement) {
  const when = marker.dataset.when as HydrateWhen;
  // From the start: a click can come before the island's moment (a tap on what scrolled into view a moment ago).
  const replayClick = keepFirstClick(marker);
  const begin = () => void startOnce(marker, replayClick);
  // Started early by another island (startIsland), whatever its moment.
  marker.addEventListener(startIslandEvent, begin, { once: true });
  if (when === 'interaction') {
    // Focus may already be in it: a visitor who went to a field before the loader arrived.
    if (marker.contains(document.activeElement)) return begin();
    const once = () => {
      for (const type of interactions) marker.removeEventListener(type, once);
      begin();
    };
    for (const type of interactions) marker.addEventListener(type, once, { passive: true });
  } else if (when === 'visible') {
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      begin();
    });
    observer.observe(marker.firstElementChild ?? marker);
  } else if (when === 'idle') whenIdle(begin);
}

/** The footer says the year the page was built; a visitor in a later year sees theirs. */
function currentYearInFooter() {
  const year = new Date().getFullYear();
  if (year === buildYear) return;
  for (const paragraph of document.querySelectorAll('footer p')) {
    if (paragraph.textContent?.startsWith(`© ${buildYear} `))
      paragraph.textContent = paragraph.textContent.replace(String(buildYear), String(year));
  }
}

for (const marker of document.querySelectorAll<HTMLElement>('[data-island]')) schedule(marker);
currentYearInFooter();
startPageBehaviour(mainId);
reportWebVitals();
// As a hydrated page marks itself: the page's script has run (each island then hydrates at its moment).
document.documentElement.dataset.hydrated = 'islands';
