/**
 * Each built page's own content security policy (docs/decisions/022-the-static-host.md): the hashes of its inline
 * scripts and style blocks, read from the finished HTML with an HTML rewriter (html.ts), and written as the first
 * element after its <meta charset>, so the policy covers everything after it. Runs last, after every other step.
 */
import { hashSource, pagePolicy, type PageHashes, type PolicySources } from './contentSecurityPolicy';
import { readHtml, rewriteHtml, textsOf } from './html';

/** Script types the browser runs; any other (application/ld+json) is a data block CSP does not govern. */
const runnable = new Set(['', 'module', 'text/javascript', 'application/javascript']);

const unique = (values: readonly string[]) => [...new Set(values)];

/** The hashes of the page's inline scripts and style blocks (those in <noscript> too: they apply without JavaScript). */
export async function inlineHashes(html: string): Promise<PageHashes> {
  const scripts = await textsOf(
    html,
    'script',
    (script) => script.attribute('src') === null && runnable.has((script.attribute('type') ?? '').trim().toLowerCase()),
  );
  // A <noscript>'s content is markup for a browser without JavaScript, text for the rewriter (as for one with it).
  const withoutJavaScript = await Promise.all((await textsOf(html, 'noscript')).map((markup) => textsOf(markup, 'style')));
  const styles = [...(await textsOf(html, 'style')), ...withoutJavaScript.flat()];
  return { scripts: unique(scripts.map(hashSource)), styles: unique(styles.map(hashSource)) };
}

/**
 * Elements' style attributes, which a policy without 'unsafe-inline' drops from the HTML: the build refuses a page
 * with one (React sets styles through the DOM once it runs, which the policy allows).
 */
export async function styleAttributes(html: string): Promise<string[]> {
  const found: string[] = [];
  await readHtml(html, {
    '[style]': {
      element(element) {
        found.push(`<${element.tagName} style="${element.getAttribute('style')}">`);
      },
    },
  });
  return found;
}

/**
 * The page with its policy as the first element after <meta charset>; throws when the page cannot carry one. `alsoStyles`:
 * style blocks the page does not carry but reads (the draft's preview parses the site's built pages, whose <noscript>
 * font faces are style elements in a document without scripting).
 */
export async function withPagePolicy(html: string, sources: PolicySources, alsoStyles: readonly string[] = []): Promise<string> {
  const attributes = await styleAttributes(html);
  if (attributes.length) throw new Error(`style attributes the policy would drop: ${attributes.join(', ')}`);
  const own = await inlineHashes(html);
  const policy = pagePolicy(sources, { scripts: own.scripts, styles: [...own.styles, ...alsoStyles] });
  let charsets = 0;
  let policies = 0;
  const finished = await rewriteHtml(html, {
    'meta[http-equiv="Content-Security-Policy" i]': {
      element() {
        policies += 1;
      },
    },
    'meta[charset]': {
      element(element) {
        charsets += 1;
        element.after(`<meta http-equiv="Content-Security-Policy" content="${policy}">`, { html: true });
      },
    },
  });
  if (policies) throw new Error('the page already has a policy');
  if (charsets !== 1) throw new Error(`expected one <meta charset> to put the policy after, found ${charsets}`);
  return finished;
}

/** The policy a built page carries in its <head>, if any. */
export async function policyIn(html: string): Promise<string | null> {
  let policy: string | null = null;
  await readHtml(html, {
    'meta[http-equiv="Content-Security-Policy" i]': {
      element(meta) {
        policy ??= meta.getAttribute('content');
      },
    },
  });
  return policy;
}
