import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // A static site: every public route is prerendered to HTML, there is no server at runtime.
  ssr: false,
  prerender: ['/', '/simvouleftikisep', '/404'],
  // Static hosting cannot answer manifest requests, so ship the whole (small) route manifest up front.
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
