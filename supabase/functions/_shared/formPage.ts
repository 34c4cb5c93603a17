const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!);

/** The page's one style block; its policy allows exactly this text by hash (securityHeaders.ts). */
export const formPageStyle =
  'body{font:1rem/1.5 system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#172033}h1{font-size:1.5rem}a{color:#004aad;font-weight:600}';

/** The short Greek page a form-post function answers bad input with: what to fix, and the way back to the form. */
export function formPage({
  title,
  lines,
  backHref,
  backLabel,
}: {
  title: string;
  lines: readonly string[];
  backHref: string;
  backLabel: string;
}) {
  return `<!doctype html>
<html lang="el">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${formPageStyle}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<ul>
${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('\n')}
</ul>
<p><a href="${escapeHtml(backHref)}">${escapeHtml(backLabel)}</a></p>
</main>
</body>
</html>
`;
}
