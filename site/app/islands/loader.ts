// The only script of a page that hydrates no route (decision 028): it hydrates each island on its own root at its
// moment, and does the little the shell needs without React (web vitals, the footer's year, back/forward focus).
// React itself arrives with the first island that hydrates.
import { reportWebVitals } from '../lib/webVitals';
import { buildYear } from '../lib/buildYear';
import { mainId } from '../lib/mainId';
import { currentConsent, openConsentSettings } from '../consent/consentStore';
import { startPageBehaviour } from './pageBehaviour';
import { islandModules, type HydrateWhen, type IslandName } from './registry';

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

const hydrations = new WeakMap<HTMLElement, Promise<void>>();

/** Hydrates the island once, however many moments ask for it. */
function hydrateOnce(marker: HTMLElement, replayClick: () => void) {
  let hydration = hydrations.get(marker);
  if (!hydration) hydrations.set(marker, (hydration = hydrate(marker, replayClick)));
  return hydration;
}

async function hydrate(marker: HTMLElement, replayClick: () => void) {
  const name = marker.dataset.island as IslandName;
  const [{ createElement }, { hydrateRoot }, { default: Component }] = await Promise.all([
    import('react'),
    import('react-dom/client'),
    islandModules[name](),
  ]);
  const props = JSON.parse(marker.dataset.props ?? '{}') as Record<string, unknown>;
  hydrateRoot(marker, createElement(Component as React.ComponentType<Record<string, unknown>>, props), { identifierPrefix: `${name}-` });
  marker.dataset.hydrated = 'true';
  replayClick();
}

const interactions = ['pointerover', 'focusin', 'touchstart'] as const;
const whenIdle = (start: () => void) => ('requestIdleCallback' in window ? window.requestIdleCallback(start) : setTimeout(start, 1));

function schedule(marker: HTMLElement) {
  const when = marker.dataset.when as HydrateWhen;
  // From the start: a click can come before the island's moment (a tap on what scrolled into view a moment ago).
  const replayClick = keepFirstClick(marker);
  const start = () => void hydrateOnce(marker, replayClick);
  if (when === 'interaction') {
    const once = () => {
      for (const type of interactions) marker.removeEventListener(type, once);
      start();
    };
    for (const type of interactions) marker.addEventListener(type, once, { passive: true });
  } else if (when === 'visible') {
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    });
    observer.observe(marker.firstElementChild ?? marker);
  } else if (when === 'unanswered') {
    // Most visits have an answer: then React is not loaded for a question nobody is asked.
    if (!currentConsent()) whenIdle(start);
    // The privacy settings in place, as on hydrated pages, instead of the notice's section the link leads to.
    const { settingsHref } = JSON.parse(marker.dataset.props ?? '{}') as { settingsHref?: string };
    document.addEventListener('click', (event) => {
      const link = settingsHref && (event.target as Element | null)?.closest?.(`a[href="${settingsHref}"]`);
      if (!link || event.defaultPrevented || event.button !== 0) return;
      event.preventDefault();
      openConsentSettings();
      void hydrateOnce(marker, replayClick);
    });
  } else whenIdle(start);
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
// A prerendered article compares itself with the backend's copy (BuiltArticleMark).
const builtArticle = document.querySelector<HTMLElement>('[data-built-article]');
if (builtArticle)
  whenIdle(() => void import('../articles/checkBuiltArticle').then(({ checkBuiltArticle }) => checkBuiltArticle(builtArticle)));
currentYearInFooter();
startPageBehaviour(mainId);
reportWebVitals();
// As a hydrated page marks itself: the page's script has run (each island then hydrates at its moment).
document.documentElement.dataset.hydrated = 'islands';
