/**
 * The site's own measurement (docs/decisions/034), loaded by the islands loader on every public page once the device
 * says yes to it (measureOnceAgreed.ts), and run only with the visitor's agreement by the answer's full rules: one beacon for the page's view, and one with its
 * web vitals as the page is left. No cookie, no identifier, nothing stored but a flag for the tab's first page: the
 * beacon carries the page's route (from the route table), whether it opened the visit, the visit's referring origin
 * and campaign (as the visit's capture kept them) and a device class from the window's width.
 */
import { functionUrl } from '@cg/data/backend';
import { attributionStorageKey } from '@cg/data/attribution';
import { isVitalInRange } from '@cg/data/vitals';
import { currentConsent, subscribe } from '../consent/consentStore';
import { backend } from '../lib/backend';

export const pageEventsUrl = functionUrl(backend.url, 'page-events');

/** Set by the first page the tab counts: the pages after it are not the visit's first. */
const countedKey = 'visit-counted';

export type DeviceClass = 'phone' | 'tablet' | 'desktop';
export const deviceClass = (width: number): DeviceClass => (width < 640 ? 'phone' : width < 1024 ? 'tablet' : 'desktop');

const agreed = () => currentConsent()?.choice === 'granted';

// A beacon is sent as text: a simple request, with no preflight, that outlives the page.
const send = (beacon: object) => {
  try {
    navigator.sendBeacon(pageEventsUrl, JSON.stringify(beacon));
  } catch {
    // Measurement never breaks a page.
  }
};

function fromSession(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Where the visit came from, as its first page kept it (attribution/captureVisit.ts). */
function visitOrigin(): Record<string, string> {
  try {
    const kept = JSON.parse(fromSession(attributionStorageKey) ?? '{}') as Record<string, unknown>;
    const origin: Record<string, string> = {};
    for (const key of ['referrer', 'utm_source', 'utm_medium', 'utm_campaign']) if (typeof kept[key] === 'string') origin[key] = kept[key];
    return origin;
  } catch {
    return {};
  }
}

/** Counts this page's view once the visitor agrees: now, or later on this page when they answer the question. */
export function countPageView(route: string) {
  let viewed = false;
  const countView = () => {
    if (viewed || !agreed()) return;
    viewed = true;
    const first = fromSession(countedKey) === null;
    try {
      sessionStorage.setItem(countedKey, '1');
    } catch {
      // Without storage every page counts as a visit's first: the reports then over-count visits, never leads.
    }
    send({ kind: 'view', route, first, device: deviceClass(innerWidth), ...visitOrigin() });
  };
  countView();
  subscribe(countView);
}

export type KeptVitals = Partial<Record<'LCP' | 'INP' | 'CLS', number>>;
export type LatestVitals = () => KeptVitals;

/**
 * Sends the page's web vitals once, as it is first left or hidden: `pagehide` (a link followed, the tab closed; a
 * headless Chromium fires nothing else then) or `visibilitychange` to hidden (a tab switched, an app left on a phone,
 * where pagehide may never come). The values are the latest the library has seen, kept at each change.
 */
export function sendVitalsWhenHidden(route: string, latest: LatestVitals) {
  const leave = (event: Event) => {
    if ((event.type === 'visibilitychange' && document.visibilityState !== 'hidden') || !agreed()) return;
    const measured = latest();
    if (!Object.keys(measured).length) return;
    removeEventListener('visibilitychange', leave);
    removeEventListener('pagehide', leave);
    send({ kind: 'vitals', route, device: deviceClass(innerWidth), ...measured });
  };
  addEventListener('visibilitychange', leave);
  addEventListener('pagehide', leave);
}

/**
 * The page's view now, and its web vitals as it is left: the latest value of each as the library sees it change
 * (it settles INP and CLS on visibilitychange, which a page left by a link may never fire). The library is the one
 * the page already loads for its data layer (lib/webVitals.ts); its observers read what happened before they started.
 */
export function measurePage(route: string) {
  countPageView(route);
  void import('web-vitals').then(({ onCLS, onINP, onLCP }) => {
    const latest: KeptVitals = {};
    // A value beyond what a browser reports is a broken measurement: it is not sent (page-events would refuse the beacon).
    const keep = ({ name, value }: { name: string; value: number }) => {
      if ((name === 'LCP' || name === 'INP' || name === 'CLS') && isVitalInRange(name, value)) latest[name] = value;
    };
    onLCP(keep, { reportAllChanges: true });
    onINP(keep, { reportAllChanges: true });
    onCLS(keep, { reportAllChanges: true });
    sendVitalsWhenHidden(route, () => ({ ...latest }));
  });
}
