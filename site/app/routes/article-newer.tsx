import { articleMeta } from '../articles/articleMeta';
import { NewerArticleShell } from '../articles/NewerArticleShell';
import { Island } from '../islands/Island';
import articleIsland from '../islands/article.island';

// The shell served at an article's address until the build that prerenders it (routeTable's newerPageShells): the
// site's head for a page not yet known, never indexed, until the article's own replaces it.
export const meta = () => articleMeta({ data: undefined });

export default function ArticleNewerThanTheBuild() {
  return <Island of={articleIsland} view={NewerArticleShell} props={{ fingerprint: null }} />;
}
