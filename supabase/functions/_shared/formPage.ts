import { company } from './companyFacts.ts';
import { escapeHtml } from './text.ts';

/** The page's one style block, in the site's colours; its policy allows exactly this text by hash (securityHeaders.ts). */
export const formPageStyle = [
  'body{margin:0;font:1rem/1.5 system-ui,sans-serif;color:#172033;background:#fff}',
  'header,footer{padding:1rem;background:#004aad;color:#fff}',
  'header a,footer a{color:#fff}',
  '.brand{font-weight:700;font-size:1.125rem;text-decoration:none}',
  'main{max-width:36rem;margin:2rem auto;padding:0 1rem}',
  'h1{font-size:1.5rem;line-height:1.25}',
  'main a{color:#004aad;font-weight:600}',
  'a:focus-visible{outline:3px solid #f5a623;outline-offset:2px}',
].join('');

/**
 * The Greek page a form-post function answers a refused plain post with (the visitor has no JavaScript, or the page
 * had not started): in the site's frame (its name linking home, its contacts), what to fix, and the way back to the
 * form, where the browser's Back button keeps what was typed. Served by the backend, it links only to the site.
 */
export function formPage({
  title,
  lines,
  backHref,
  backLabel,
  note = 'Με το «Πίσω» του προγράμματος περιήγησης επιστρέφετε στη φόρμα με όσα γράψατε.',
}: {
  title: string;
  lines: readonly string[];
  backHref: string;
  backLabel: string;
  /** The line before the way back (none for an answer that is not a refusal). */
  note?: string | null;
}) {
  const home = `${new URL(backHref).origin}/`;
  return `<!doctype html>
<html lang="el">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${title} | ${company().name}`)}</title>
<style>${formPageStyle}</style>
</head>
<body>
<header><a class="brand" href="${escapeHtml(home)}">${escapeHtml(company().name)}</a></header>
<main>
<h1>${escapeHtml(title)}</h1>
<ul>
${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('\n')}
</ul>
${
  note
    ? `<p>${escapeHtml(note)}</p>
`
    : ''
}<p><a href="${escapeHtml(backHref)}">${escapeHtml(backLabel)}</a></p>
</main>
<footer>Χρειάζεστε βοήθεια; <a href="${escapeHtml(company().phone.href)}">${escapeHtml(company().phone.display)}</a> · <a href="mailto:${escapeHtml(company().email)}">${escapeHtml(company().email)}</a></footer>
</body>
</html>
`;
}
