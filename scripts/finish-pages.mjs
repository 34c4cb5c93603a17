// What postbuild.mjs does to each prerendered page, as functions of its HTML (see
// docs/decisions/002-first-paint-without-modulepreload.md). Each rewrite throws when it finds nothing to
// rewrite: a React Router upgrade that changes its markup must fail the build, not quietly undo it.
import { hydrateAfterFirstPaint, islandsLoaderAfterFirstPaint, withoutHydrationScript } from './hydrate-after-first-paint.mjs';

/** Any <link> whose rel is modulepreload, whatever the order or quoting of its attributes. */
const modulePreloadTag = /<link\b(?=[^>]*\brel\s*=\s*["']?modulepreload\b)[^>]*>/gi;

const hrefAttribute = /\bhref\s*=\s*["']?([^"'\s>]+)/i;

/**
 * The page without its modulepreload links, and the addresses they named (the hydration graph);
 * throws when it has none (React Router always writes some).
 */
export function removeModulePreloads(html) {
  const modules = [];
  let removed = 0;
  const result = html.replace(modulePreloadTag, (tag) => {
    removed += 1;
    const href = tag.match(hrefAttribute)?.[1];
    if (href && !modules.includes(href)) modules.push(href);
    return '';
  });
  if (removed === 0) throw new Error('no <link rel="modulepreload"> found to remove');
  return { html: result, removed, modules };
}

/**
 * Every part of the page where it belongs: React writes a Suspense boundary that finished late (an island)
 * into a hidden block and moves it with a script ($RC), which a visitor without JavaScript never sees.
 * site/app/entry.server.tsx prevents it; this fails the build if it comes back.
 */
export function checkContentInPlace(html) {
  if (/<div hidden id="S:|\$RC\(/.test(html)) throw new Error('part of the page was streamed out of place (a hidden block a script moves)');
  return html;
}

/** The SVG favicon as a data: address, only what a URL or an attribute cannot hold percent-encoded (shorter than base64). */
export const svgDataUrl = (svg) => `data:image/svg+xml,${svg.trim().replace(/[%#<>"\s]/g, (character) => encodeURIComponent(character))}`;

/**
 * The page with its SVG favicon written into its head instead of fetched. Chromium asks for the icon
 * while the first paint is under way; when the request starts before that paint, Lighthouse's simulation
 * counts a round trip for it on the way to the largest paint (0.91 s instead of 0.76 s, in about half the
 * runs, with or without the page's scripts). A few hundred bytes of HTML take the request away. The
 * route module still names /favicon.svg (hydration leaves the attribute as the server wrote it), and the
 * .ico stays for browsers without SVG icons.
 */
export function inlineSvgFavicon(html, svg) {
  const link = /(<link\b[^>]*\bhref=")\/favicon\.svg("[^>]*>)/;
  if (!link.test(html)) throw new Error('no <link href="/favicon.svg"> found to inline');
  return html.replace(link, (_, before, after) => `${before}${svgDataUrl(svg)}${after}`);
}

/**
 * A prerendered page as it ships: its content in place, no modulepreloads holding back the first paint,
 * its favicon in its head, and the hydration code fetched after the load and the first contentful paint,
 * all of it at once.
 */
export function finishPrerenderedPage(html, { faviconSvg }) {
  const { html: withoutPreloads, removed, modules } = removeModulePreloads(checkContentInPlace(html));
  return { html: hydrateAfterFirstPaint(inlineSvgFavicon(withoutPreloads, faviconSvg), modules), removed };
}

/** A page that hydrates only its islands (decision 028): the root layout marks it and leaves React Router's scripts out. */
export const hydratesOnlyIslands = (html) => /<html[^>]*\sdata-islands="loader"/.test(html);

/** React Router's route data for hydration: the context and its stream, inline scripts a page of islands has no use for. */
const routerContextScripts = /<script>window\.__reactRouterContext[\s\S]*?<\/script>/g;

/**
 * A page that hydrates only its islands as it ships: its content in place, its favicon in its head, none of React
 * Router's scripts (its hydration, its modulepreloads, its route data), and the islands loader as its one script,
 * fetched after the load and the first paint as other pages' hydration is.
 */
export function finishIslandsPage(html, { faviconSvg, loader }) {
  const { html: withoutPreloads, removed } = removeModulePreloads(checkContentInPlace(html));
  // The layout's mark is for this step only.
  const page = inlineSvgFavicon(withoutHydrationScript(withoutPreloads), faviconSvg)
    .replace(routerContextScripts, '')
    .replace(/(<html[^>]*)\sdata-islands="loader"/, '$1');
  if (/<script\b[^>]*type="module"/.test(page) || page.includes('__reactRouter'))
    throw new Error('a page of islands still carries route scripts');
  if (!page.includes('</body>')) throw new Error('no </body> to put the islands loader before');
  return { html: page.replace('</body>', () => `${islandsLoaderAfterFirstPaint(loader)}</body>`), removed };
}

/**
 * The SPA fallback serves pages that exist only in the browser (the admin, newer articles): it keeps
 * React Router's script and its modulepreloads and hydrates at once. It must still carry that script.
 */
export function checkSpaFallback(html) {
  if (!/<script type="module"[^>]*>[^<]*import\(/.test(html)) throw new Error('the SPA fallback has no React Router hydration script');
  if (!/<title>[^<]+<\/title>/.test(html)) throw new Error('the SPA fallback has no <title>');
  return html;
}
