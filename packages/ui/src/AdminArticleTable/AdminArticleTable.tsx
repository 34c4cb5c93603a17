import { DataTable } from '../DataTable/DataTable';
import { RowTitle } from '../DataTable/RowTitle';
import { Button } from '../Button/Button';
import { Inline } from '../Inline/Inline';
import { cx } from '../styles/cx';
import * as css from './AdminArticleTable.css';

export type AdminArticleRow = {
  id: string;
  title: string;
  slug: string;
  category: string;
  published: boolean;
  featured: boolean;
  /** Machine-readable date and how the table shows it. */
  date: { iso: string; display: string };
  /** A draft's moment of publication, once it has one, shown under its status. */
  scheduled?: { iso: string; display: string };
};

export type AdminArticleAction = 'edit' | 'feature' | 'status' | 'delete';

export type AdminArticleTableProps = {
  articles: readonly AdminArticleRow[];
  labels: {
    caption: (count: number) => string;
    region: string;
    columns: { title: string; category: string; status: string; featured: string; date: string; actions: string };
    published: string;
    draft: string;
    /** Before a scheduled draft's moment: «Δημοσιεύεται» 12 Δεκεμβρίου, 09:00. */
    scheduled: string;
    yes: string;
    no: string;
    feature: string;
    unfeature: string;
    publish: string;
    unpublish: string;
    edit: string;
    delete: string;
    empty: string;
  };
  /** The row and action whose call is running: that button is busy and ignores clicks. */
  busy?: { id: string; action: AdminArticleAction } | null;
  /** The edit button is passed along, so focus can return to it when editing ends. */
  onEdit: (row: AdminArticleRow, trigger: HTMLButtonElement) => void;
  onToggleFeatured: (row: AdminArticleRow) => void;
  onToggleStatus: (row: AdminArticleRow) => void;
  /** The delete button is passed along, so focus can return to it when the confirmation closes. */
  onDelete: (row: AdminArticleRow, trigger: HTMLButtonElement) => void;
};

/**
 * The article list for admins: one row per article, its state, and the actions on it.
 * Accessibility: a captioned table whose row headers are the titles; each action button names its article in its label («Διαγραφή: …») and says when it is busy (aria-busy).
 */
export function AdminArticleTable({ articles, labels, busy, onEdit, onToggleFeatured, onToggleStatus, onDelete }: AdminArticleTableProps) {
  const isBusy = (id: string, action: AdminArticleAction) => busy?.id === id && busy.action === action;
  const actionButton = (row: AdminArticleRow, action: AdminArticleAction, label: string, run: (trigger: HTMLButtonElement) => void) => (
    <Button
      tone={action === 'delete' ? 'ghost' : 'secondary'}
      aria-label={`${label}: ${row.title}`}
      // Stays focusable while busy, so keyboard users keep their place.
      disabled={isBusy(row.id, action)}
      accessibleWhenDisabled
      aria-busy={isBusy(row.id, action) || undefined}
      onClick={(event) => run(event.currentTarget)}
    >
      {label}
    </Button>
  );
  const { columns } = labels;
  return (
    <DataTable
      region={labels.region}
      caption={labels.caption(articles.length)}
      columns={[columns.title, columns.category, columns.status, columns.featured, columns.date, columns.actions]}
      rows={articles}
      empty={labels.empty}
      renderRow={(row) => (
        <tr key={row.id}>
          <RowTitle title={row.title} detail={row.slug} detailClassName={css.slug} />
          <td className={css.cell}>{row.category}</td>
          <td className={css.cell}>
            <span className={cx(css.badge, row.published && css.published)}>{row.published ? labels.published : labels.draft}</span>
            {row.scheduled ? (
              <span className={css.scheduled}>
                {labels.scheduled} <time dateTime={row.scheduled.iso}>{row.scheduled.display}</time>
              </span>
            ) : null}
          </td>
          <td className={css.cell}>{row.featured ? labels.yes : labels.no}</td>
          <td className={css.cell}>
            <time dateTime={row.date.iso}>{row.date.display}</time>
          </td>
          <td className={css.cell}>
            <Inline space="xs">
              {actionButton(row, 'edit', labels.edit, (trigger) => onEdit(row, trigger))}
              {actionButton(row, 'feature', row.featured ? labels.unfeature : labels.feature, () => onToggleFeatured(row))}
              {actionButton(row, 'status', row.published ? labels.unpublish : labels.publish, () => onToggleStatus(row))}
              {actionButton(row, 'delete', labels.delete, (trigger) => onDelete(row, trigger))}
            </Inline>
          </td>
        </tr>
      )}
    />
  );
}
