type VitalEvent = { event: 'web_vitals'; metric_name: string; metric_value: number; metric_rating: string; metric_id: string };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Pushes LCP, INP, CLS, FCP and TTFB to window.dataLayer. The web-vitals code loads after the
 * page is idle, so it never weighs on the first load. (FID is retired: see docs/decisions/003.)
 */
export function reportWebVitals() {
  const load = () =>
    import('web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      const push = (metric: { name: string; value: number; rating: string; id: string }) => {
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
    });
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => void load());
  else setTimeout(() => void load(), 1);
}
