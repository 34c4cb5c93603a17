// The only script of a page of islands (decision 028): it starts each island at its moment (hydrated on its own
// root, or enhanced without React), plays what the visitor did to an island before its code arrived (held since the
// page was parsed: firstTouch.ts, startLoader.inline.ts) to the island once it has, and does the little the shell needs (web vitals, the footer's year,
// back/forward focus, a lead the device keeps sent when it can). React itself arrives with the first island that hydrates.
import { hoverIntent } from '@cg/ui/hoverIntent';
import { buildYear } from '../lib/buildYear';
import { mainId } from '../lib/mainId';
import { reportWebVitals } from '../lib/webVitals';
import { type AnyIsland, type IslandMoment, islandNameOfFile, isHydrated } from './defineIsland';
import type { FirstTouches } from './firstTouch';
import { heldTouches } from './heldTouches';
import { keepTypedFields } from './typedFields';
import { startPageBehaviour } from './pageBehaviour';
import { askWhenKept } from '../outbox/askWhenKept';
import { startIslandEvent } from './startIsland';
import { measureOnceAgreed } from '../measurement/measureOnceAgreed';
import { loaderScriptSelector } from './loaderScript';

/** Every island of the site, by the name its marker carries: each file `<name>.island.ts(x)` of this folder. */
const islands = new Map(
  Object.entries(import.meta.glob<AnyIsland>('./*.island.{ts,tsx}', { import: 'default' })).map(([file, load]) => [
    islandNameOfFile(file),
    load,
  ]),
);

async function start(marker: HTMLElement) {
  const name = marker.dataset.island ?? '';
  const load = islands.get(name);
  if (!load) throw new Error(`no island named "${name}"`);
  // The definition's own props type is checked where the page places it (<Island of={…} props={…}>).
  const props = JSON.parse(marker.dataset.props ?? '{}') as object;
  const island = await load();
  if (!isHydrated(island)) {
    island.enhance(marker, props);
    marker.dataset.enhanced = 'true';
    return;
  }
  const [{ createElement }, { hydrateRoot }, { IslandRoot }] = await Promise.all([
    import('react'),
    import('react-dom/client'),
    import('./islandRoot'),
  ]);
  const handOverFields = keepTypedFields(marker);
  // Resolved once React has hydrated the island and run its effects: its handlers are there for what was held.
  await new Promise<void>((hydrated) =>
    hydrateRoot(marker, createElement(IslandRoot, { onHydrated: hydrated }, createElement(island.component, props)), {
      identifierPrefix: `${name}-`,
    }),
  );
  handOverFields();
  marker.dataset.hydrated = 'true';
}

/** Islands asked to start (their code on its way), and the first touches each holds until it has. */
const starts = new WeakSet<HTMLElement>();
const pending = new Map<HTMLElement, { touches: FirstTouches; begin: () => void }>();

const interactions = ['pointerover', 'pointermove', 'focusin', 'touchstart'] as const;
const whenIdle = (begin: () => void) => ('requestIdleCallback' in window ? window.requestIdleCallback(begin) : setTimeout(begin, 1));

/** A marker nobody held touches for (none on a page of islands: its inline start holds every one): nothing to play. */
const nothingHeld: FirstTouches = { waiting: () => false, holdClick: () => undefined, release: () => undefined, fail: () => undefined };

function schedule(marker: HTMLElement) {
  // Held since the page's HTML was parsed (startLoader.inline.ts).
  const touches = heldTouches().get(marker) ?? nothingHeld;
  // Once, however many moments ask for it.
  const begin = () => {
    if (starts.has(marker)) return;
    starts.add(marker);
    start(marker).then(
      () => {
        pending.delete(marker);
        touches.release();
      },
      (error: unknown) => {
        pending.delete(marker);
        console.error(`Το τμήμα «${marker.dataset.island}» της σελίδας δεν φόρτωσε:`, error);
        touches.fail();
      },
    );
  };
  pending.set(marker, { touches, begin });
  // Started early by another island (startIsland), whatever its moment.
  marker.addEventListener(startIslandEvent, begin, { once: true });
  const when = marker.dataset.when as IslandMoment;
  // A submission or a click made before the loader arrived waits for this island: it starts now.
  if (touches.waiting()) return begin();
  if (when === 'interaction') {
    // The visitor may already be there: focus in a field, or a pointer resting where the island answers hover (a
    // dropdown), since before the loader ran.
    if (marker.contains(document.activeElement) || marker.querySelector(`[${hoverIntent}]:hover`)) return begin();
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
// The page's route, from the route table (IslandsLoader): counted, with the visitor's agreement, as the site's own measurement.
const route = document.querySelector<HTMLScriptElement>(loaderScriptSelector)?.dataset.route;
if (route) measureOnceAgreed(route);
reportWebVitals();
askWhenKept(whenIdle);
// As a hydrated page marks itself: the page's script has run (each island then starts at its moment).
document.documentElement.dataset.hydrated = 'islands';
