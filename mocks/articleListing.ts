import { articleSearchText, searchKey } from '@cg/data';
import { mockDatabase, type Row } from './store';
import { SqlError } from './tableRules';

type Args = Record<string, unknown>;
type Article = Row<'articles'>;

const categories = ['education', 'work'] as const;

/** private.listed_article: the columns the page shows. */
const listed = ({ id, title, slug, category, excerpt, thumbnail_url, featured, published_at }: Article) => ({
  id,
  title,
  slug,
  category,
  excerpt,
  thumbnail_url,
  featured,
  published_at,
});

const newestFirst = (a: Article, b: Article) =>
  Date.parse(b.published_at ?? '') - Date.parse(a.published_at ?? '') || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** public.article_listing as the article_listing migration writes it: published rows only, for anyone. */
export function articleListing(args: Args) {
  const latestSize = args.latest_size ?? 10;
  const columnSize = args.column_size ?? 5;
  const inRange = (size: unknown) => typeof size === 'number' && size >= 1 && size <= 50;
  if (!inRange(latestSize) || !inRange(columnSize)) throw new SqlError('22023', 'latest_size and column_size must be 1 to 50');
  if (args.category != null && !categories.includes(args.category as never))
    throw new SqlError('22P02', `invalid input value for enum article_category: "${String(args.category)}"`);
  const search = searchKey((typeof args.search === 'string' ? args.search : '').slice(0, 200)).trim();
  const published = mockDatabase.tables.articles.filter((article) => article.status === 'published').sort(newestFirst);
  const latest = published
    .filter((article) => !article.featured)
    .filter((article) => args.category == null || article.category === args.category)
    .filter((article) => !search || articleSearchText(article).includes(search))
    .slice(0, latestSize as number);
  const featured = published.find((article) => article.featured);
  return {
    featured: featured ? listed(featured) : null,
    latest: latest.map(listed),
    columns: Object.fromEntries(
      categories.map((category) => [
        category,
        published
          .filter((article) => article.category === category)
          .slice(0, columnSize as number)
          .map(listed),
      ]),
    ),
  };
}
