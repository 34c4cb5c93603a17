import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AdminArticleTable, ArticleForm, Button, ConfirmDialog, LoadingState, showToast, type AdminArticleAction, type AdminArticleRow, type ArticleFormValues } from '@cg/ui';
import {
  articleCategoryLabels,
  createArticle,
  deleteArticle,
  readArticles,
  setArticleFeatured,
  setArticleStatus,
  slugifyEl,
  type AdminResult,
  type AppClient,
  type Article,
} from '@cg/data';
import { isArticleSlug } from '@cg/data/published';
import { formatDateEl } from '../lib/dates';
import { adminKeys } from './adminQueries';
import { adminTexts as text } from './adminTexts';
import * as css from './admin.css';

const toRow = (article: Article): AdminArticleRow => ({
  id: article.id,
  title: article.title,
  slug: article.slug,
  category: articleCategoryLabels[article.category],
  published: article.status === 'published',
  featured: article.featured,
  date: { iso: article.created_at, display: formatDateEl(article.created_at) },
});

const failed = (result: Extract<AdminResult, { ok: false }>) => showToast({ title: result.title, description: result.message || text.toasts.fallback, tone: 'error' });

/** The admin view: the new-article form and the list, each change followed by a reload of the list. */
export function ArticleManager({ client, email, signOut }: { client: AppClient; email: string; signOut: ReactNode }) {
  const queryClient = useQueryClient();
  const articles = useQuery({ queryKey: adminKeys.articles, queryFn: () => readArticles(client) });
  const [creating, setCreating] = useState(false);
  const [busy, setBusy] = useState<{ id: string; action: AdminArticleAction } | null>(null);
  const [pendingDelete, setPendingDelete] = useState<AdminArticleRow | null>(null);
  // Where focus goes when the confirmation closes: the row's delete button, or the list once the row is gone.
  const [returnFocus, setReturnFocus] = useState<HTMLElement | null>(null);
  const table = useRef<HTMLDivElement>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: adminKeys.articles });

  const create = async (values: ArticleFormValues) => {
    setCreating(true);
    const result = await createArticle(client, {
      ...values,
      category: values.category === 'work' ? 'work' : 'education',
      thumbnail: values.thumbnail ? { name: values.thumbnail.name, type: values.thumbnail.type, body: values.thumbnail } : null,
    });
    setCreating(false);
    if (!result.ok) {
      failed(result);
      return false;
    }
    showToast({ ...text.toasts.created, tone: 'success' });
    await reload();
    return true;
  };

  /** One call per button at a time; a success toast, then the list again. */
  const run = async (row: AdminArticleRow, action: AdminArticleAction, call: () => Promise<AdminResult>, success: string) => {
    if (busy) return false;
    setBusy({ id: row.id, action });
    const result = await call();
    setBusy(null);
    if (!result.ok) {
      failed(result);
      return false;
    }
    showToast({ title: success, tone: 'success' });
    await reload();
    return true;
  };

  const confirmDelete = async () => {
    if (!pendingDelete) return;
    const row = pendingDelete;
    if (await run(row, 'delete', () => deleteArticle(client, row.id), text.toasts.deleted)) setReturnFocus(table.current);
    setPendingDelete(null);
  };

  return (
    <div className={css.page}>
      <div className={css.bar}>
        <h1 className={css.heading}>{text.heading}</h1>
        <p className={css.muted}>{text.signedInAs(email)}</p>
        {signOut}
      </div>
      <ArticleForm
        heading={text.form.heading}
        categories={text.form.categories}
        defaultCategory={text.form.defaultCategory}
        deriveSlug={slugifyEl}
        isValidSlug={isArticleSlug}
        labels={text.form.labels}
        busy={creating}
        onCreate={create}
      />
      {articles.isPending ? (
        <LoadingState label={text.loadingList} />
      ) : articles.isError ? (
        <ListFailed message={articles.error.message} onRetry={() => void articles.refetch()} />
      ) : (
        <div ref={table} tabIndex={-1}>
          <AdminArticleTable
            articles={articles.data.map(toRow)}
            labels={text.table}
            busy={busy}
            onToggleFeatured={(row) => void run(row, 'feature', () => setArticleFeatured(client, row.id, !row.featured), text.toasts.featured)}
            onToggleStatus={(row) =>
              void run(row, 'status', () => setArticleStatus(client, row.id, row.published ? 'draft' : 'published'), row.published ? text.toasts.unpublished : text.toasts.published)
            }
            onDelete={(row, trigger) => {
              setReturnFocus(trigger);
              setPendingDelete(row);
            }}
          />
        </div>
      )}
      <ConfirmDialog
        open={pendingDelete !== null}
        title={text.confirmDelete.title}
        text={pendingDelete ? text.confirmDelete.text(pendingDelete.title) : ''}
        labels={text.confirmDelete.labels}
        busy={busy?.action === 'delete'}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPendingDelete(null)}
        returnFocusTo={returnFocus}
      />
    </div>
  );
}

function ListFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  useEffect(() => {
    showToast({ title: text.toasts.error, description: message || text.toasts.fallback, tone: 'error' });
  }, [message]);
  return (
    <div role="alert" className={css.bar}>
      <p className={css.muted}>{text.listFailed}</p>
      <Button tone="secondary" onClick={onRetry}>
        {text.retry}
      </Button>
    </div>
  );
}
