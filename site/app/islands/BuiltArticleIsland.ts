import { checkBuiltArticle, type BuiltArticle } from '../articles/checkBuiltArticle';

/** A prerendered article checks itself against the backend once the page is idle, without React. */
export function enhance(_marker: HTMLElement, props: Record<string, unknown>) {
  void checkBuiltArticle(props as BuiltArticle);
}
