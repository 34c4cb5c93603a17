import { backOfficeManifest } from '../admin/backOfficeManifest';

/** Prerendered to /admin/manifest.webmanifest at build time, from the brand and the back office's pages. */
export const loader = () =>
  new Response(JSON.stringify(backOfficeManifest(), null, 2), { headers: { 'Content-Type': 'application/manifest+json; charset=utf-8' } });
