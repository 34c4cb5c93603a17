/** On a prerendered article: which article the build wrote, and its fingerprint, for checkBuiltArticle to compare. */
export function BuiltArticleMark({ slug, fingerprint }: { slug: string; fingerprint: string }) {
  return <div hidden data-built-article={slug} data-fingerprint={fingerprint} />;
}
