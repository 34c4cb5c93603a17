type VitalEvent = { event: 'web_vitals'; metric_name: string; metric_value: number; metric_rating: string; metric_id: string };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** The vitals the site's own measurement keeps (decision 034), each at its latest value. */
export type KeptVitals = Partial<Record<'LCP' | 'INP' | 'CLS', number>>;
const kept = new Set(['LCP', 'INP', 'CLS']);

/**
 * Pushes LCP, INP, CLS, FCP and TTFB to window.dataLayer (for a tag manager), and hands `measured` the latest of
 * LCP, INP and CLS once the library has loaded. The web-vitals code loads after the page is idle, so it never weighs
 * on the first load. (FID is retired: see docs/decisions/003.)
 */
export function reportWebVitals(measured?: (latest: () => KeptVitals) => void) {
  const load = () =>
    import('web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      const latest: KeptVitals = {};
      const push = (metric: { name: string; value: number; rating: string; id: string }) => {
        if (kept.has(metric.name)) latest[metric.name as keyof KeptVitals] = metric.value;
        const event: VitalEvent = {
          event: 'web_vitals',
          metric_name: metric.name,
          metric_value: metric.value,
          metric_rating: metric.rating,
          metric_id: metric.id,
        };
        (window.dataLayer ??= []).push(event);
      };
      onLCP(push);
      onINP(push);
      onCLS(push);
      onFCP(push);
      onTTFB(push);
      measured?.(() => ({ ...latest }));
    });
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => void load());
  else setTimeout(() => void load(), 1);
}
