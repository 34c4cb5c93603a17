// The Lighthouse benchmark's baseline: the same page with every script that runs removed, so the
// comparison shows what the page's JavaScript costs its first view. Data blocks (JSON-LD) stay: they
// never run and are part of the page a visitor receives.
const runnableScript = /<script(?![^>]*\btype="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>/g;

/** The page's HTML without a script the browser would run. */
export const withoutScripts = (html) => html.replace(runnableScript, '');
