// Rewrites React Router's hydration script so the hydration code is fetched only after the page has
// loaded and its first contentful paint is on screen (see docs/decisions/002-first-paint-without-modulepreload.md).
// React Router imports the manifest and the route modules statically, so the browser fetches them, and
// the entry's whole import graph, alongside the fonts and the hero image, sharing a phone's bandwidth
// with what the first view needs. The prerendered page already reads and navigates without JavaScript.

/** React Router 7's inline module script: manifest, route modules, the route module map, the entry. */
const hydrationScript =
  /<script type="module" async="">import "([^"]+)";\n((?:import \* as route\d+ from "[^"]+";\n)+)\s*window\.__reactRouterRouteModules = (\{[^<]*?\});\n\nimport\("([^"]+)"\);<\/script>/;
const routeImport = /import \* as (route\d+) from "([^"]+)";/g;

/**
 * Calls `start` once the window has loaded, the first contentful paint has been presented, and the page's hero
 * image (fetchpriority="high") has been painted too: the largest paint is then on screen before any script is asked
 * for. Lighthouse's simulation puts every request a page starts before its largest paint on that paint's path: a
 * loader fetched in the moment between the load and the image's paint (decoded, 10-60 ms after the load) cost
 * /university-students 0.44 s of LCP in three runs of five. Inlined into every page through its source text, so it
 * must stay self-contained browser code.
 */
export function afterLoadAndFirstPaint(start, loadTimeoutMs = 5000) {
  const loaded = new Promise((resolve) => {
    if (document.readyState === 'complete') resolve();
    else addEventListener('load', () => resolve(), { once: true });
    // A stalled image must not keep the page from ever becoming interactive.
    setTimeout(resolve, loadTimeoutMs);
  });
  const painted = new Promise((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      // No paint timing: a task queued from an animation frame runs after that frame is painted.
      requestAnimationFrame(() => setTimeout(resolve));
      return;
    }
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
  // The page's own largest image (the one it fetches first) decoded, then a task queued from the second animation
  // frame after that: it runs once the frame that painted the image has been presented.
  const imagesPainted = () =>
    Promise.all([...document.querySelectorAll('img[fetchpriority="high"]')].map((image) => image.decode().catch(() => undefined))).then(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)))),
    );
  Promise.all([loaded, painted]).then(imagesPainted).then(start);
}

const loaderScript = (manifest, routeImports, routeModules, entry, modules) => {
  const routes = [...routeImports.matchAll(routeImport)];
  const names = routes.map(([, name]) => name).join(', ');
  const imports = routes.map(([, , url]) => `import(${JSON.stringify(url)})`).join(', ');
  // The whole graph asked for at once, as the removed modulepreloads would have, but only now: otherwise
  // each level of imports is found only when the one above it has arrived, a round trip per level (five
  // or six on a phone's connection before the page answers a tap).
  const preload = modules.length
    ? `for (const href of ${JSON.stringify(modules)}) document.head.appendChild(Object.assign(document.createElement("link"), { rel: "modulepreload", href })); `
    : '';
  // Same modules and the same order of effects as React Router's script: manifest and route modules
  // first, then the entry, which hydrates.
  const hydrate =
    `async () => { ${preload}const [, ${names}] = await Promise.all([import(${JSON.stringify(manifest)}), ${imports}]); ` +
    `window.__reactRouterRouteModules = ${routeModules}; import(${JSON.stringify(entry)}); }`;
  return `<script type="module">(${afterLoadAndFirstPaint.toString()})(${hydrate});</script>`;
};

/**
 * The page with its hydration deferred, preloading `modules` (the page's hydration graph) when it starts;
 * throws when the page has no React Router hydration script.
 */
export function hydrateAfterFirstPaint(html, modules = []) {
  const match = html.match(hydrationScript);
  // A React Router upgrade that changes this script must fail the build, not quietly undo the deferral.
  if (!match) throw new Error("React Router's hydration script was not found");
  const [script, manifest, routeImports, routeModules, entry] = match;
  return html.replace(script, () => loaderScript(manifest, routeImports, routeModules, entry, modules));
}

/** The islands loader of a page that hydrates only its islands (decision 028), fetched at the same moment. */
export const islandsLoaderAfterFirstPaint = (loader) =>
  `<script type="module">(${afterLoadAndFirstPaint.toString()})(() => import(${JSON.stringify(loader)}));</script>`;

/** The page without React Router's hydration script; throws when it has none. */
export function withoutHydrationScript(html) {
  if (!hydrationScript.test(html)) throw new Error("React Router's hydration script was not found");
  return html.replace(hydrationScript, '');
}
