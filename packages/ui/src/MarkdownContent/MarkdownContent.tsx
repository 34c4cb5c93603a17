import { useMemo } from 'react';
import { MarkdownHtml } from './MarkdownHtml';
import { renderMarkdown } from './renderMarkdown';

export type MarkdownContentProps = { markdown: string; className?: string; topHeading?: number };

/**
 * Markdown rendered as it is typed (the admin's preview). The public article page shows the same
 * renderMarkdown output through MarkdownHtml, so what the admin sees is what visitors get.
 * Accessibility: the article's own headings, lists and links as HTML, so a screen reader navigates it as any page; raw HTML in the text is not rendered.
 */
export function MarkdownContent({ markdown, className, topHeading }: MarkdownContentProps) {
  const html = useMemo(() => renderMarkdown(markdown, topHeading), [markdown, topHeading]);
  return <MarkdownHtml html={html} className={className} />;
}
