import { getInput, reset, setInput, validate, type SubmitHandler } from '@formisch/react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Button } from '../Button/Button';
import * as formCss from '../Form/Form.css';
import { FileField } from '../Form/FileField';
import { SchemaSelectField } from '../Form/SchemaSelectField';
import { SchemaTextField, type FormFieldSpec } from '../Form/SchemaTextField';
import { SubmitButton } from '../Form/SubmitButton';
import { useSubmit } from '../Form/useSubmit';
import { useProgressiveForm, type TextFormSchema } from '../Form/useProgressiveForm';
import { Inline } from '../Inline/Inline';
import { Card } from '../Card/Card';
import { Stack } from '../Stack/Stack';
import { MarkdownContent } from '../MarkdownContent/MarkdownContent';
import * as css from './ArticleForm.css';
import { Heading } from '../Heading/Heading';

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
export type ArticleFormInitial = {
  title: string;
  slug: string;
  category: string;
  excerpt: string;
  content: string;
  thumbnailUrl: string | null;
};

export type ArticleFormEdit = {
  initial: ArticleFormInitial;
  labels: { submit: string; cancel: string; currentThumbnail: string; removeThumbnail: string };
  onCancel: () => void;
};

type TextName = 'title' | 'slug' | 'excerpt' | 'content';

export type ArticleFormProps = {
  heading: string;
  /** The rules for title, slug, category, excerpt and content, with their Greek messages. */
  schema: TextFormSchema;
  categories: readonly { value: string; label: string }[];
  defaultCategory: string;
  /** Turns a title into its slug (for Greek titles, a transliteration). */
  deriveSlug: (title: string) => string;
  /** The inputs' own limits, as the schema and the database have them. */
  limits: { title: number; excerpt: number };
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
  };
  /** The picture's rules, checked the moment it is chosen: its Greek problem (type, size), or null when it may go up. */
  checkImage: (file: File) => string | null;
  /** The picture types the file chooser offers (a MIME list). */
  imageTypes: readonly string[];
  busy: boolean;
  /** Resolves true when the article was saved: a new-article form then clears. On false everything typed stays. */
  onSubmit: (values: ArticleFormValues) => Promise<boolean>;
  /** Editing an existing article: the form opens filled, focused, with its current picture and a way out. */
  edit?: ArticleFormEdit;
  /**
   * A button that shows the article as its page with what the form holds, saved or not: the same rules as a save
   * first (focus on the first field to fix), then `onShow` with the values.
   */
  pagePreview?: { label: string; onShow: (values: ArticleFormValues) => void };
};

/**
 * 'Νέο Άρθρο' on the form kit: title, a slug that follows it (still editable), category, excerpt,
 * Markdown with preview, picture. When editing, the same form opens filled, and the slug stays as it
 * was unless changed by hand (it is the article's address). The picture is a file, so it is checked
 * apart from the schema, the moment it is chosen: a wrong type or a file too large is named at once and never sent.
 * Accessibility: every field labelled, its Greek message tied to it (aria-describedby) and focus on the first field to fix; the heading takes focus when the form opens, so a screen reader hears which form it is.
 */
export function ArticleForm({
  heading,
  schema,
  categories,
  defaultCategory,
  deriveSlug,
  limits,
  labels,
  checkImage,
  imageTypes,
  busy,
  onSubmit,
  edit,
  pagePreview,
}: ArticleFormProps) {
  const id = useId();
  const { thumbnailUrl = null, ...initialInput } = edit?.initial ?? {
    title: '',
    slug: '',
    category: defaultCategory,
    excerpt: '',
    content: '',
  };
  const fields: Record<TextName, FormFieldSpec<TextName>> = {
    title: { name: 'title', label: labels.title, maxLength: limits.title },
    slug: { name: 'slug', label: labels.slug, hint: labels.slugHint, maxLength: 200, verbatim: true },
    excerpt: { name: 'excerpt', label: labels.excerpt, kind: 'textarea', rows: 3, maxLength: limits.excerpt },
    content: { name: 'content', label: labels.content, kind: 'textarea', rows: 10, hint: labels.contentHint },
  };
  const { form } = useProgressiveForm({ schema, names: Object.keys(fields), initialInput });
  const [thumbnail, setThumbnail] = useState<File | null>(null);
  const [thumbnailError, setThumbnailError] = useState<string | null>(null);
  const [removeThumbnail, setRemoveThumbnail] = useState(false);
  const [fileKey, setFileKey] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const editing = edit !== undefined;
  const content = (getInput(form) as Partial<Record<TextName, string>>).content ?? '';

  // Opened for editing from a row far below: keyboard and screen reader users land on the form.
  useEffect(() => {
    if (editing) headingRef.current?.focus();
  }, [editing]);

  // A new article's slug follows its title; an existing article's address changes only by hand.
  const followTitle = (input: Record<string, string | undefined>) => {
    if (!editing && input.title?.trim()) setInput(form, { path: ['slug'], input: deriveSlug(input.title) });
  };

  const pickImage = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    const problem = file ? checkImage(file) : null;
    if (problem) event.target.value = '';
    setThumbnail(problem ? null : file);
    setThumbnailError(problem);
  };

  /** The form's values with its picture, or null (focus on the picture's message) while the picture is refused. */
  const withPicture = (values: unknown): ArticleFormValues | null => {
    // A picture refused when chosen stops the whole article: nothing is written, everything typed stays, and the
    // picture's own message is where focus goes (the article was once created without it, and the form emptied).
    if (thumbnailError) {
      document.getElementById(`${id}-thumbnail`)?.focus();
      return null;
    }
    return { ...(values as Omit<ArticleFormValues, 'thumbnail' | 'removeThumbnail'>), thumbnail, removeThumbnail };
  };

  const showPage = async () => {
    const checked = await validate(form, { shouldFocus: true });
    const values = checked.success ? withPicture(checked.output) : null;
    if (values) pagePreview?.onShow(values);
  };

  const save: SubmitHandler<TextFormSchema> = async (values) => {
    if (busy) return;
    const article = withPicture(values);
    if (!article) return;
    const saved = await onSubmit(article);
    if (saved && !editing) {
      // Back to the empty form as it opened: inputs, messages and the submitted state (set field by field, each
      // emptied field was checked again and a fresh form showed «Γράψτε τίτλο.»).
      reset(form);
      setThumbnail(null);
      setFileKey((key) => key + 1);
    }
  };
  const submit = useSubmit(form, save);

  return (
    <form className={css.form} onSubmit={submit.onSubmit} noValidate aria-labelledby={`${id}-heading`}>
      <Heading level={2} id={`${id}-heading`} ref={headingRef} tabIndex={editing ? -1 : undefined} className={css.heading}>
        {heading}
      </Heading>
      <SchemaTextField form={form} formId={id} field={fields.title} onInputChange={followTitle} />
      <SchemaTextField form={form} formId={id} field={fields.slug} />
      <SchemaSelectField form={form} formId={id} name="category" label={labels.category} options={categories} />
      <SchemaTextField form={form} formId={id} field={fields.excerpt} />
      <SchemaTextField form={form} formId={id} field={fields.content} />
      {content.trim() ? (
        <Card as="section" tone="subtle" padding="md" className={css.preview} aria-labelledby={`${id}-preview`}>
          <Heading level={3} id={`${id}-preview`} className={css.previewTitle}>
            {labels.preview}
          </Heading>
          <MarkdownContent markdown={content} topHeading={4} />
        </Card>
      ) : null}
      <FileField
        key={fileKey}
        id={`${id}-thumbnail`}
        name="thumbnail"
        label={labels.thumbnail}
        hint={labels.thumbnailHint}
        accept={imageTypes.join(',')}
        error={thumbnailError}
        onChange={pickImage}
      />
      {edit && thumbnailUrl ? (
        <Inline space="md">
          <Stack as="figure" space="xs">
            <img className={css.currentImage} src={thumbnailUrl} alt="" width={160} height={90} loading="lazy" decoding="async" />
            <figcaption className={formCss.hint}>{edit.labels.currentThumbnail}</figcaption>
          </Stack>
          <label className={css.check}>
            <input
              type="checkbox"
              name="removeThumbnail"
              checked={removeThumbnail}
              onChange={(event) => setRemoveThumbnail(event.target.checked)}
            />
            {edit.labels.removeThumbnail}
          </label>
        </Inline>
      ) : null}
      {/* Stretched: the buttons in the row share the tallest one's height. */}
      <Inline space="sm" alignY="stretch">
        <SubmitButton label={edit?.labels.submit ?? labels.submit} busyLabel={labels.busy} busy={busy} />
        {pagePreview ? (
          <Button tone="secondary" onClick={() => void showPage()}>
            {pagePreview.label}
          </Button>
        ) : null}
        {edit ? (
          <Button tone="secondary" onClick={edit.onCancel}>
            {edit.labels.cancel}
          </Button>
        ) : null}
      </Inline>
    </form>
  );
}
