// The site's own inline scripts (the web fonts after the first paint, the visit's attribution, the late
// hydration, the consent before hydration) reach the HTML as their functions' source text, written for
// reading. Every page carries them, so the build minifies them: smaller pages, and the policy's hashes are
// computed afterwards from what is served. Data scripts (JSON, React Router's context) are left as they are.
import { minify } from 'vite';

const inlineScript = /<script(?![^>]*\bsrc=)([^>]*)>(\(function [\s\S]*?)<\/script>/g;

/** The page with each of the site's inline functions minified; anything else untouched. */
export async function minifyInlineScripts(html, name = 'page.html') {
  const found = [...html.matchAll(inlineScript)];
  let result = html;
  for (const [whole, attrs, code] of found) {
    const minified = await minify(`${name}.inline.js`, code, { compress: true, mangle: true });
    if (minified.errors.length) throw new Error(`an inline script would not minify: ${minified.errors[0].message}`);
    const output = minified.code.trim().replace(/;$/, '');
    if (output.includes('</script')) throw new Error('a minified inline script would end its own element');
    result = result.replace(whole, `<script${attrs}>${output}</script>`);
  }
  return { html: result, count: found.length };
}
