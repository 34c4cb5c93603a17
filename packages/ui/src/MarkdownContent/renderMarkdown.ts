import { micromark } from 'micromark';

const headingTag = /<(\/?)h([1-6])>/g;

/**
 * Markdown to HTML with micromark's safe defaults: raw HTML is escaped as text (so scripts, iframes
 * and event handlers stay inert) and link and image addresses other than http(s), mailto and
 * relative ones are dropped (no javascript: or data: URLs). The headings the author used are ranked
 * from `topHeading` down, so an article's own '#' never competes with the page's title and no level
 * is skipped.
 */
export function renderMarkdown(markdown: string, topHeading = 2): string {
  const html = micromark(markdown, { allowDangerousHtml: false, allowDangerousProtocol: false })
    // A dropped address leaves href="" or src="": keep the words, not a link to nowhere or a broken image.
    .replace(/<a href=""(?: title="[^"]*")?>([\s\S]*?)<\/a>/g, '$1')
    .replace(/<img src="" alt="([^"]*)"(?: title="[^"]*")? \/>/g, '$1');
  // micromark writes heading tags exactly like this; anything written as HTML arrived escaped.
  const levels = [...new Set([...html.matchAll(headingTag)].map((match) => Number(match[2])))].sort();
  return html.replace(
    headingTag,
    (_tag, slash: string, level: string) => `<${slash}h${Math.min(6, topHeading + levels.indexOf(Number(level)))}>`,
  );
}
