import type { Config } from '@react-router/dev/config';
import { buildTimePaths } from './app/buildTimePaths';
import { prerenderPaths } from '@cg/data/routeTable';

export default {
  appDirectory: 'app',
  // Tests build into a directory of their own (scripts/finish-pages.test.mjs).
  buildDirectory: process.env.SITE_BUILD_DIR ?? 'build',
  // A static site: every public route is prerendered to HTML, there is no server at runtime.
  ssr: false,
  // The static pages, and the dynamic ones (articles) the backend knows about at build time.
  async prerender() {
    return [...prerenderPaths(), ...[...(await buildTimePaths()).values()].flat()];
  },
  // Static hosting cannot answer manifest requests, so ship the whole (small) route manifest up front.
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
