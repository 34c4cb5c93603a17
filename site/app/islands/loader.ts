import { reportWebVitals } from '../lib/webVitals';
import { buildYear } from '../lib/buildYear';
import { islandModules, type HydrateWhen, type IslandName } from './registry';

/**
 * The only script of a page that hydrates no route: it hydrates each island on its own root at its moment, and
 * does the little the shell needs without React (web vitals, the footer's year). React itself arrives with the
 * first island that hydrates.
 */
async function hydrate(marker: HTMLElement) {
  const name = marker.dataset.island as IslandName;
  const [{ createElement }, { hydrateRoot }, { default: Component }] = await Promise.all([
    import('react'),
    import('react-dom/client'),
    islandModules[name](),
  ]);
  const props = JSON.parse(marker.dataset.props ?? '{}') as Record<string, unknown>;
  hydrateRoot(marker, createElement(Component as React.ComponentType<Record<string, unknown>>, props), { identifierPrefix: `${name}-` });
  marker.dataset.hydrated = 'true';
}

const interactions = ['pointerover', 'focusin', 'touchstart'] as const;

function schedule(marker: HTMLElement) {
  const when = marker.dataset.when as HydrateWhen;
  const start = () => void hydrate(marker);
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
  } else if ('requestIdleCallback' in window) window.requestIdleCallback(start);
  else setTimeout(start, 1);
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
reportWebVitals();
// As a hydrated page marks itself: the page's script has run (each island then hydrates at its moment).
document.documentElement.dataset.hydrated = 'islands';
