import { brand } from '@cg/content/brand';
import { adminTexts } from '@cg/content/adminTexts';
import { backOfficeHome } from './backOfficePages';
import { backOfficePrefix } from './isBackOffice';

/** The back office's service worker (site/public/admin/sw.js): inside its own scope, never the public site's. */
export const backOfficeWorkerPath = `${backOfficePrefix}sw.js`;

/**
 * The web app manifest that lets staff add the back office to a phone's home screen: it opens on the inbox, in a
 * window of its own, and covers /admin/ only, so a public page never opens inside the installed app.
 */
export const backOfficeManifest = () => ({
  id: backOfficeHome,
  name: `${brand.name}: ${adminTexts.nav.label}`,
  short_name: adminTexts.nav.leads,
  description: adminTexts.appDescription,
  lang: 'el',
  dir: 'ltr',
  start_url: backOfficeHome,
  scope: backOfficePrefix,
  display: 'standalone',
  background_color: '#ffffff',
  theme_color: brand.themeColor,
  icons: [
    { src: `${backOfficePrefix}icon-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: `${backOfficePrefix}icon-512.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: `${backOfficePrefix}icon-maskable-512.png`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
});
