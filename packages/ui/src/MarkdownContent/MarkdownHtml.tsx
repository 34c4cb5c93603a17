import { cx } from '../styles/cx';
import * as css from './MarkdownContent.css';

export type MarkdownHtmlProps = {
  /** Output of renderMarkdown (raw HTML escaped, dangerous addresses dropped): nothing else is safe here. */
  html: string;
  className?: string;
};

/**
 * Markdown already rendered by renderMarkdown (at build time, or in a loader), shown as prose.
 * Accessibility: the headings, lists and links the Markdown made, as HTML.
 */
export function MarkdownHtml({ html, className }: MarkdownHtmlProps) {
  return <div className={cx(css.prose, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
