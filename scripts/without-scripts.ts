// The Lighthouse benchmark's baseline: the same page with every script that runs removed, so the comparison shows
// what the page's JavaScript costs its first view. Data blocks (JSON-LD) stay: they never run and are part of the
// page a visitor receives. Read and written with an HTML rewriter (site/host/html.ts).
import { rewriteHtml } from '../site/host/html.ts';

/** Script types the browser runs: any other is a data block. */
const runs = (type: string | null) =>
  ['', 'module', 'text/javascript', 'application/javascript'].includes((type ?? '').trim().toLowerCase());

/** The page's HTML without a script the browser would run. */
export const withoutScripts = (html: string) =>
  rewriteHtml(html, {
    script: {
      element(script) {
        if (runs(script.getAttribute('type'))) script.remove();
      },
    },
  });
