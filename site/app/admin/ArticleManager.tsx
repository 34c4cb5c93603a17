import { useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AdminArticleTable,
  ArticleForm,
  ConfirmDialog,
  showToast,
  type AdminArticleAction,
  type AdminArticleRow,
  type ArticleFormValues,
} from '@cg/ui';
import { Stack } from '@cg/ui/layout';
import {
  articleCategoryLabels,
  articleImageProblem,
  articleImageRules,
  articleLimits,
  articleSchema,
  createArticle,
  deleteArticle,
  readArticles,
  restoreArticleVersion,
  scheduleArticle,
  setArticleFeatured,
  setArticleStatus,
  slugifyEl,
  updateArticle,
  type AdminResult,
  type AppClient,
  type Article,
} from '@cg/data';
import { formatDateEl, formatMomentEl } from '../lib/dates';
import { AdminBar } from './AdminBar';
import { ArticlePreview } from './ArticlePreview';
import { leaveArticlePreview } from './articlePreviewDraft';
import { ArticleSchedule } from './ArticleSchedule';
import { ArticleVersions } from './ArticleVersions';
import { SiteBuildState } from './SiteBuildState';
import { QueryState } from './QueryState';
import { useOpenedFrom } from './useOpenedFrom';
import { rebuildPages } from './rebuildPages';
import { showFailure, useRowAction } from './useRowAction';
import { adminKeys, reloadAfterWrite } from './adminQueries';
import { adminTexts as text } from '@cg/content/adminTexts';
import * as css from './admin.css';

const toRow = (article: Article): AdminArticleRow => ({
  id: article.id,
  title: article.title,
  slug: article.slug,
  category: articleCategoryLabels[article.category],
  published: article.status === 'published',
  featured: article.featured,
  date: dateOf(article),
  ...(article.scheduled_for ? { scheduled: { iso: article.scheduled_for, display: formatMomentEl(article.scheduled_for) } } : {}),
});

/** The date the public page shows (its publication, in Greece's day); a draft's is when it was written. */
const dateOf = (article: Article) => {
  const iso = article.published_at ?? article.created_at;
  return { iso, display: formatDateEl(iso) };
};

const toInitial = (article: Article) => ({
  title: article.title,
  slug: article.slug,
  category: article.category,
  excerpt: article.excerpt ?? '',
  content: article.content ?? '',
  thumbnailUrl: article.thumbnail_url,
});

const thumbnailOf = (values: ArticleFormValues) =>
  values.thumbnail ? { name: values.thumbnail.name, type: values.thumbnail.type, body: values.thumbnail } : null;
const categoryOf = (values: ArticleFormValues) => (values.category === 'work' ? 'work' : 'education');

/**
 * The admin view: the new-article form (or the article being edited) and the list, each change followed
 * by a reload of the list. Changes that show on the public pages also ask for a rebuild of their
 * prerendered copies; the pages read articles live, so a failed request only delays the static copy.
 */
export function ArticleManager({ client }: { client: AppClient }) {
  const queryClient = useQueryClient();
  const articles = useQuery({ queryKey: adminKeys.articles, queryFn: () => readArticles(client) });
  const [creating, setCreating] = useState(false);
  const editing = useOpenedFrom<Article>();
  const [saving, setSaving] = useState(false);
  const [pendingDelete, setPendingDelete] = useState<AdminArticleRow | null>(null);
  // Where focus goes when the confirmation closes: the row's delete button, or the list once the row is gone.
  const [returnFocus, setReturnFocus] = useState<HTMLElement | null>(null);
  const table = useRef<HTMLDivElement>(null);
  const reload = () => reloadAfterWrite(queryClient, adminKeys.articles);
  const rebuild = () => rebuildPages(client, text.toasts.rebuild);
  const { busy, run: runRow } = useRowAction<AdminArticleAction>(reload);
  // The page's preview of the form it was asked from (a new article's, or one article's): gone when another opens.
  const formKey = editing.item?.id ?? 'new';
  const [preview, setPreview] = useState<{ formKey: string; load: number } | null>(null);

  const showPreview = async (values: ArticleFormValues) => {
    if (!(await leaveArticlePreview(values, editing.item ?? null))) showToast({ ...text.preview.pictureLeftOut, tone: 'info' });
    setPreview((shown) => ({ formKey, load: (shown?.load ?? 0) + 1 }));
  };

  const create = async (values: ArticleFormValues) => {
    setCreating(true);
    const result = await createArticle(client, { ...values, category: categoryOf(values), thumbnail: thumbnailOf(values) });
    setCreating(false);
    if (!result.ok) {
      showFailure(result);
      return false;
    }
    showToast({ ...text.toasts.created, tone: 'success' });
    await reload();
    return true;
  };

  const save = async (values: ArticleFormValues) => {
    if (!editing.item) return false;
    setSaving(true);
    const result = await updateArticle(client, editing.item.id, {
      ...values,
      category: categoryOf(values),
      thumbnail: thumbnailOf(values),
    });
    setSaving(false);
    if (!result.ok) {
      showFailure(result);
      return false;
    }
    showToast({ ...text.toasts.updated, tone: 'success' });
    rebuild();
    await reload();
    // Focus goes back to the row's Επεξεργασία button, where the admin left off.
    editing.close();
    return true;
  };

  /** An earlier version's words again (a new version): the list shows them, and the form closes on its row. */
  const restore = async (number: number) => {
    const article = editing.item;
    if (!article) return;
    const result = await restoreArticleVersion(client, article.id, number);
    if (!result.ok) return showFailure(result);
    showToast({ ...text.versions.restored(result.data, number), tone: 'success' });
    if (article.status === 'published') rebuild();
    await reload();
    editing.close();
  };

  /** A draft's moment of publication given or taken back: the list says it, and the form closes on its row. */
  const schedule = async (at: Date | null) => {
    const article = editing.item;
    if (!article) return false;
    const result = await scheduleArticle(client, article.id, at);
    if (!result.ok) {
      showFailure(result);
      return false;
    }
    showToast({ ...(at ? text.schedule.scheduled(formatMomentEl(at.toISOString())) : text.schedule.cancelled), tone: 'success' });
    await reload();
    editing.close();
    return true;
  };

  /** One call per button at a time; a success toast, the list again, and the static pages rebuilt. */
  const run = (row: AdminArticleRow, action: AdminArticleAction, call: () => Promise<AdminResult>, success: string) =>
    runRow(row.id, action, call, success, rebuild);

  const confirmDelete = async () => {
    if (!pendingDelete) return;
    const row = pendingDelete;
    if (await run(row, 'delete', () => deleteArticle(client, row.id), text.toasts.deleted)) {
      setReturnFocus(table.current);
      if (editing.item?.id === row.id) editing.forget();
    }
    setPendingDelete(null);
  };

  return (
    <Stack space="xl">
      <AdminBar heading={text.heading} />
      <SiteBuildState client={client} />
      <ArticleForm
        key={editing.item?.id ?? 'new'}
        heading={editing.item ? text.edit.heading(editing.item.title) : text.form.heading}
        categories={text.form.categories}
        defaultCategory={text.form.defaultCategory}
        deriveSlug={slugifyEl}
        schema={articleSchema}
        limits={articleLimits}
        labels={text.form.labels}
        checkImage={articleImageProblem}
        imageTypes={articleImageRules.types}
        busy={editing.item ? saving : creating}
        onSubmit={editing.item ? save : create}
        edit={editing.item ? { initial: toInitial(editing.item), labels: text.edit.labels, onCancel: editing.close } : undefined}
        pagePreview={{ label: text.preview.show, onShow: (values) => void showPreview(values) }}
      />
      {preview?.formKey === formKey ? <ArticlePreview load={preview.load} /> : null}
      {editing.item?.status === 'draft' ? <ArticleSchedule article={editing.item} onSchedule={schedule} /> : null}
      {editing.item ? <ArticleVersions client={client} article={editing.item} onRestore={(number) => void restore(number)} /> : null}
      <QueryState query={articles} loading={text.loadingList} failed={text.listFailed}>
        {(list) => (
          <div ref={table} tabIndex={-1} className={css.gridChild}>
            <AdminArticleTable
              articles={list.map(toRow)}
              labels={text.table}
              busy={busy}
              onEdit={(row, trigger) => {
                const article = list.find((candidate) => candidate.id === row.id);
                if (article) editing.open(article, trigger);
              }}
              onToggleFeatured={(row) =>
                void run(row, 'feature', () => setArticleFeatured(client, row.id, !row.featured), text.toasts.featured)
              }
              onToggleStatus={(row) =>
                void run(
                  row,
                  'status',
                  () => setArticleStatus(client, row.id, row.published ? 'draft' : 'published'),
                  row.published ? text.toasts.unpublished : text.toasts.published,
                )
              }
              onDelete={(row, trigger) => {
                setReturnFocus(trigger);
                setPendingDelete(row);
              }}
            />
          </div>
        )}
      </QueryState>
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
    </Stack>
  );
}
