/** What the library needs to show one article, wherever it was written. */
export type ArticleSummary = {
  title: string;
  description?: string;
  href: string;
  /** Opens in a new tab (an outlet's page). */
  external?: boolean;
  category: string;
  /** Machine-readable date and how the page shows it. */
  date: { iso: string; display: string };
  /** The outlet, for press coverage. */
  publication?: string;
  image?: { src: string; width: number; height: number };
};
