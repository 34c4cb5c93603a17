/**
 * Each built page's own content security policy (docs/decisions/022-the-static-host.md): the hashes of
 * its inline scripts and style blocks, computed from the finished HTML and written as the first element
 * of its <head>, so the policy covers everything after it. Runs last, after every other rewrite.
 */
import { hashSource, pagePolicy, type PageHashes, type PolicySources } from './contentSecurityPolicy';

/** Script types the browser runs; any other (application/ld+json) is a data block CSP does not govern. */
const runnable = new Set(['', 'module', 'text/javascript', 'application/javascript']);

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);

/** The hashes of the page's inline scripts and style blocks (those in <noscript> too: they apply without JavaScript). */
export function inlineHashes(html: string): PageHashes {
  const scripts: string[] = [];
  for (const [, tag, body] of html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/gi)) {
    if (attribute(tag!, 'src')) continue;
    const type = attribute(tag!, 'type');
    if (!runnable.has((type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim().toLowerCase())) continue;
    scripts.push(hashSource(body!));
  }
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, body]) => hashSource(body!));
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}

/**
 * Elements' style attributes, which a policy without 'unsafe-inline' drops from the HTML: the build
 * refuses a page with one (React sets styles through the DOM after hydration, which the policy allows).
 */
export const styleAttributes = (html: string) =>
  [...html.matchAll(/<[a-z][^>]*\sstyle\s*=\s*("[^"]*"|'[^']*')/gi)].map(([tag]) => tag.slice(0, 120));

const charset = /<meta charset="utf-8"\s*\/?>/i;

/** The page with its policy as the first element after <meta charset>; throws when the page cannot carry one. */
export function withPagePolicy(html: string, sources: PolicySources): string {
  if (/http-equiv="Content-Security-Policy"/i.test(html)) throw new Error('the page already has a policy');
  if (!charset.test(html)) throw new Error('no <meta charset="utf-8"> to put the policy after');
  const attributes = styleAttributes(html);
  if (attributes.length) throw new Error(`style attributes the policy would drop: ${attributes.join(', ')}`);
  const policy = pagePolicy(sources, inlineHashes(html));
  return html.replace(charset, (tag) => `${tag}<meta http-equiv="Content-Security-Policy" content="${policy}">`);
}
