import { useQuery } from '@tanstack/react-query';
import { describeArticleChanges, readArticleVersions, type AppClient, type Article } from '@cg/data';
import { adminTexts } from '@cg/content/adminTexts';
import { adminKeys } from './adminQueries';
import { SavedVersions } from './SavedVersions';

/** The article's versions below its form: what each save changed in its words, and a way back to any earlier one. */
export function ArticleVersions({
  client,
  article,
  onRestore,
}: {
  client: AppClient;
  article: Article;
  onRestore: (number: number) => void;
}) {
  const versions = useQuery({
    queryKey: adminKeys.articleVersions(article.id),
    queryFn: () => readArticleVersions(client, article.id),
  });
  return <SavedVersions query={versions} texts={adminTexts.versions} describe={describeArticleChanges} onRestore={onRestore} />;
}
