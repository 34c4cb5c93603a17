import axe from 'axe-core';
import { lang, rules } from 'axe-core/locales/el.json';
import type { PreviewCheck, PreviewProblem } from '@cg/data/contentPreview';

/** The rules the site's own tests hold every page to (e2e/accessibility.spec.ts), but best practice: WCAG 2.2 AA. */
const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** An element as staff would find it on the page: its words, else its markup (a picture, an empty link). */
function describe(node: axe.NodeResult): string {
  const selector = node.target[0];
  const element = typeof selector === 'string' ? document.querySelector(selector) : null;
  const words = (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
  const shown = words || node.html.replace(/\s+/g, ' ');
  return shown.length > 120 ? `${shown.slice(0, 119)}…` : shown;
}

/** A page's markup as an inert document: nothing in it loads or runs. */
const inert = (html: string) => new DOMParser().parseFromString(html, 'text/html');

/**
 * The page's weight as a visitor's browser would receive it with the draft (gzip): the page as built today (its head,
 * its scripts, its islands' data) with the preview's `<main>` in place of its own. Without a built page (an article's
 * preview), the preview's own markup, without the build's inline scripts and data.
 */
async function pageWeight(path: string, bannerId: string): Promise<number> {
  const shown = document.querySelector('main');
  // A page of many (an article's) has its shell built, not itself: its 404 would say nothing of this one's head.
  const built = path.includes('/:')
    ? ''
    : await fetch(path, { signal: AbortSignal.timeout(10_000) })
        .then((response) => (response.ok ? response.text() : ''))
        .catch(() => '');
  const builtPage = built ? inert(built) : null;
  const builtMain = builtPage?.querySelector('main');
  let page: Document;
  if (builtPage && builtMain && shown) {
    builtMain.replaceWith(builtPage.importNode(shown, true));
    page = builtPage;
  } else page = inert(document.documentElement.outerHTML);
  page.getElementById(bannerId)?.remove();
  // A picture chosen and not yet saved is shown from its bytes (data:); the page will load it from the build's sizes.
  for (const picture of page.querySelectorAll('[src^="data:"]')) picture.setAttribute('src', '');
  const zipped = new Blob([`<!doctype html>${page.documentElement.outerHTML}`]).stream().pipeThrough(new CompressionStream('gzip'));
  return (await new Response(zipped).arrayBuffer()).byteLength;
}

/**
 * The preview checks the page it shows before anyone publishes it: axe in the page itself (its Greek words), once the
 * page has drawn and its font is in, and the page's weight. Loaded after the page, by the preview alone.
 */
export async function checkPage(path: string, bannerId: string): Promise<PreviewCheck> {
  await document.fonts.ready;
  await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
  // axe's own Greek words for its rules, which is all staff read. Not its summaries: axe compiles those to functions
  // with eval, which the preview's policy refuses.
  axe.configure({ locale: { lang, rules } });
  const results = await axe.run(document, { runOnly: { type: 'tag', values: wcag }, resultTypes: ['violations'] });
  const problems: PreviewProblem[] = results.violations.map((violation) => ({
    rule: violation.id,
    help: violation.help,
    places: violation.nodes.slice(0, 10).map(describe),
  }));
  return { problems, weight: await pageWeight(path, bannerId) };
}
