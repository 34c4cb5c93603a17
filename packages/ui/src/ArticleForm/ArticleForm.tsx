import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Button } from '../Button/Button';
import * as formCss from '../Form/Form.css';
import { SubmitButton } from '../Form/SubmitButton';
import { MarkdownContent } from '../MarkdownContent/MarkdownContent';
import * as css from './ArticleForm.css';

export type ArticleFormValues = {
  title: string;
  slug: string;
  category: string;
  excerpt: string;
  content: string;
  /** A new picture; null keeps the current one (when editing) or none. */
  thumbnail: File | null;
  /** Editing only: drop the current picture (a new one replaces it anyway). */
  removeThumbnail: boolean;
};

/** An article as the form opens it for editing. */
export type ArticleFormInitial = { title: string; slug: string; category: string; excerpt: string; content: string; thumbnailUrl: string | null };

export type ArticleFormEdit = {
  initial: ArticleFormInitial;
  labels: { submit: string; cancel: string; currentThumbnail: string; removeThumbnail: string };
  onCancel: () => void;
};

type FieldName = 'title' | 'slug' | 'thumbnail';

export type ArticleFormProps = {
  heading: string;
  categories: readonly { value: string; label: string }[];
  defaultCategory: string;
  /** Turns a title into its slug (for Greek titles, a transliteration). */
  deriveSlug: (title: string) => string;
  /** A slug the database accepts. */
  isValidSlug: (slug: string) => boolean;
  labels: {
    title: string;
    slug: string;
    slugHint: string;
    category: string;
    excerpt: string;
    content: string;
    contentHint: string;
    preview: string;
    thumbnail: string;
    thumbnailHint: string;
    submit: string;
    busy: string;
    errors: { title: string; slug: string; imagesOnly: string };
  };
  busy: boolean;
  /** Resolves true when the article was saved: a new-article form then clears. On false everything typed stays. */
  onSubmit: (values: ArticleFormValues) => Promise<boolean>;
  /** Editing an existing article: the form opens filled, focused, with its current picture and a way out. */
  edit?: ArticleFormEdit;
};

/**
 * 'Νέο Άρθρο': title, a slug that follows it (still editable), category, excerpt, Markdown with preview,
 * picture. When editing, the same form opens filled, and the slug stays as it was unless changed by hand
 * (it is the article's address).
 */
export function ArticleForm({ heading, categories, defaultCategory, deriveSlug, isValidSlug, labels, busy, onSubmit, edit }: ArticleFormProps) {
  const id = useId();
  const { thumbnailUrl = null, ...initial } = edit?.initial ?? { title: '', slug: '', category: defaultCategory, excerpt: '', content: '' };
  const [values, setValues] = useState(initial);
  const [thumbnail, setThumbnail] = useState<File | null>(null);
  const [removeThumbnail, setRemoveThumbnail] = useState(false);
  const [fileKey, setFileKey] = useState(0);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const form = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const editing = edit !== undefined;

  // Opened for editing from a row far below: keyboard and screen reader users land on the form.
  useEffect(() => {
    if (editing) headingRef.current?.focus();
  }, [editing]);

  const set = (name: keyof typeof initial) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    const value = event.target.value;
    const followsTitle = name === 'title' && !editing && value.trim();
    setValues((current) => ({ ...current, [name]: value, ...(followsTitle ? { slug: deriveSlug(value) } : {}) }));
    if (name === 'title' || name === 'slug') setErrors((current) => ({ ...current, [name]: undefined, ...(name === 'title' ? { slug: undefined } : {}) }));
  };

  const pickImage = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    if (file && !file.type.startsWith('image/')) {
      event.target.value = '';
      setThumbnail(null);
      setErrors((current) => ({ ...current, thumbnail: labels.errors.imagesOnly }));
      return;
    }
    setThumbnail(file);
    setErrors((current) => ({ ...current, thumbnail: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found: Partial<Record<FieldName, string>> = {};
    if (!values.title.trim()) found.title = labels.errors.title;
    if (!isValidSlug(values.slug)) found.slug = labels.errors.slug;
    setErrors(found);
    const firstInvalid = (['title', 'slug'] as const).find((name) => found[name]);
    if (firstInvalid) {
      form.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    if ((await onSubmit({ ...values, title: values.title.trim(), thumbnail, removeThumbnail })) && !editing) {
      setValues(initial);
      setThumbnail(null);
      setFileKey((key) => key + 1);
      setErrors({});
    }
  };

  const described = (name: FieldName, hint?: string) => [hint && `${id}-${name}-hint`, errors[name] && `${id}-${name}-error`].filter(Boolean).join(' ') || undefined;
  const error = (name: FieldName) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className={formCss.error}>
        {errors[name]}
      </p>
    ) : null;

  return (
    <form ref={form} className={css.form} onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} ref={headingRef} tabIndex={editing ? -1 : undefined} className={css.heading}>
        {heading}
      </h2>
      <div className={formCss.field}>
        <label className={formCss.label} htmlFor={`${id}-title`}>
          {labels.title}
        </label>
        <input id={`${id}-title`} className={formCss.input} name="title" value={values.title} onChange={set('title')} maxLength={300} aria-invalid={Boolean(errors.title) || undefined} aria-describedby={described('title')} />
        {error('title')}
      </div>
      <div className={formCss.field}>
        <label className={formCss.label} htmlFor={`${id}-slug`}>
          {labels.slug}
        </label>
        <input id={`${id}-slug`} className={formCss.input} name="slug" value={values.slug} onChange={set('slug')} maxLength={200} autoCapitalize="none" spellCheck={false} aria-invalid={Boolean(errors.slug) || undefined} aria-describedby={described('slug', labels.slugHint)} />
        <p id={`${id}-slug-hint`} className={css.hint}>
          {labels.slugHint}
        </p>
        {error('slug')}
      </div>
      <div className={formCss.field}>
        <label className={formCss.label} htmlFor={`${id}-category`}>
          {labels.category}
        </label>
        <select id={`${id}-category`} className={formCss.input} name="category" value={values.category} onChange={set('category')}>
          {categories.map((category) => (
            <option key={category.value} value={category.value}>
              {category.label}
            </option>
          ))}
        </select>
      </div>
      <div className={formCss.field}>
        <label className={formCss.label} htmlFor={`${id}-excerpt`}>
          {labels.excerpt}
        </label>
        <textarea id={`${id}-excerpt`} className={formCss.textarea} name="excerpt" value={values.excerpt} onChange={set('excerpt')} maxLength={2000} rows={3} />
      </div>
      <div className={formCss.field}>
        <label className={formCss.label} htmlFor={`${id}-content`}>
          {labels.content}
        </label>
        <textarea id={`${id}-content`} className={formCss.textarea} name="content" value={values.content} onChange={set('content')} rows={10} aria-describedby={`${id}-content-hint`} />
        <p id={`${id}-content-hint`} className={css.hint}>
          {labels.contentHint}
        </p>
      </div>
      {values.content.trim() ? (
        <section className={css.preview} aria-labelledby={`${id}-preview`}>
          <h3 id={`${id}-preview`} className={css.previewTitle}>
            {labels.preview}
          </h3>
          <MarkdownContent markdown={values.content} topHeading={4} />
        </section>
      ) : null}
      <div className={formCss.field}>
        <label className={formCss.label} htmlFor={`${id}-thumbnail`}>
          {labels.thumbnail}
        </label>
        <input key={fileKey} id={`${id}-thumbnail`} className={formCss.input} name="thumbnail" type="file" accept="image/*" onChange={pickImage} aria-invalid={Boolean(errors.thumbnail) || undefined} aria-describedby={described('thumbnail', labels.thumbnailHint)} />
        <p id={`${id}-thumbnail-hint`} className={css.hint}>
          {labels.thumbnailHint}
        </p>
        {error('thumbnail')}
      </div>
      {edit && thumbnailUrl ? (
        <div className={css.current}>
          <figure className={css.figure}>
            <img className={css.currentImage} src={thumbnailUrl} alt="" width={160} height={90} loading="lazy" decoding="async" />
            <figcaption className={css.hint}>{edit.labels.currentThumbnail}</figcaption>
          </figure>
          <label className={css.check}>
            <input type="checkbox" name="removeThumbnail" checked={removeThumbnail} onChange={(event) => setRemoveThumbnail(event.target.checked)} />
            {edit.labels.removeThumbnail}
          </label>
        </div>
      ) : null}
      <div className={css.buttons}>
        <SubmitButton label={edit?.labels.submit ?? labels.submit} busyLabel={labels.busy} busy={busy} />
        {edit ? (
          <Button tone="secondary" onClick={edit.onCancel}>
            {edit.labels.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
