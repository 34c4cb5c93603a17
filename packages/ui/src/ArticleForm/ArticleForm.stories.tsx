import preview from '../../../../.storybook/preview';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { articleImageMessages, articleImageProblem, articleImageRules, articleLimits, articleSchema, slugifyEl } from '@cg/data';
import { adminTexts } from '../stories-fixtures/content';
import { ArticleForm } from './ArticleForm';
import { withoutSnapshot } from '../../../../.storybook/visual';

const { labels } = adminTexts.form;

const meta = preview.meta({
  title: 'Patterns/ArticleForm',
  component: ArticleForm,
  args: {
    heading: adminTexts.form.heading,
    categories: adminTexts.form.categories,
    defaultCategory: adminTexts.form.defaultCategory,
    schema: articleSchema,
    limits: articleLimits,
    deriveSlug: slugifyEl,
    labels,
    checkImage: articleImageProblem,
    imageTypes: articleImageRules.types,
    busy: false,
    onSubmit: fn(async () => true),
  },
});

/** What the form gives for a title typed as «Οδηγός σπουδών» and «## Βήμα 1» as its content, nothing else touched. */
const typedArticle = {
  title: 'Οδηγός σπουδών',
  slug: 'odigos-spoudon',
  category: 'education',
  excerpt: '',
  content: '## Βήμα 1',
  thumbnail: null,
  removeThumbnail: false,
};

/** The slug follows a Greek title (transliterated), stays editable; the preview renders the Markdown; success clears. */
export const Idle = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Τίτλος'), 'Οδηγός σπουδών');
    await expect(canvas.getByLabelText('Slug')).toHaveValue('odigos-spoudon');
    await userEvent.type(canvas.getByLabelText('Περιεχόμενο (Markdown)'), '## Βήμα 1');
    await expect(canvas.getByRole('region', { name: labels.preview }).querySelector('h4')).toHaveTextContent('Βήμα 1');
    await userEvent.click(canvas.getByRole('button', { name: 'Δημιουργία άρθρου' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(typedArticle));
    await waitFor(() => expect(canvas.getByLabelText('Τίτλος')).toHaveValue(''));
    // A fresh form, not an emptied one checked again: no message under the empty fields.
    await expect(canvas.queryByText('Γράψτε τίτλο.')).toBeNull();
  },
});

/** No title, a slug the database refuses, a file that is not an image: Greek messages, focus on the first. */
export const Invalid = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Εικόνα (thumbnail)'), new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    await expect(canvas.getByText('Επιτρέπονται μόνο εικόνες.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Δημιουργία άρθρου' }));
    await expect(await canvas.findByText('Γράψτε τίτλο.')).toBeVisible();
    await expect(canvas.getByLabelText('Τίτλος')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

/**
 * «Προεπισκόπηση σελίδας»: the rules of a save first (focus on the first field to fix), then the page with what the
 * form holds; nothing is saved and everything typed stays.
 */
export const PagePreview = meta.story({
  args: { pagePreview: { label: adminTexts.preview.show, onShow: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const show = canvas.getByRole('button', { name: adminTexts.preview.show });
    await userEvent.click(show);
    await expect(await canvas.findByText('Γράψτε τίτλο.')).toBeVisible();
    await expect(canvas.getByLabelText('Τίτλος')).toHaveFocus();
    await expect(args.pagePreview?.onShow).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText('Τίτλος'), 'Οδηγός σπουδών');
    await userEvent.type(canvas.getByLabelText('Περιεχόμενο (Markdown)'), '## Βήμα 1');
    await userEvent.click(show);
    await waitFor(() => expect(args.pagePreview?.onShow).toHaveBeenCalledWith(typedArticle));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText('Τίτλος')).toHaveValue('Οδηγός σπουδών');
  },
});

/** A 3 MB photo: refused the moment it is chosen, in Greek; the article waits for a picture that may go up, and nothing typed is lost. */
export const PictureTooLarge = meta.story({
  parameters: withoutSnapshot('its end state is Invalid’s field message on the picture, without the title’s'),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const photo = new File([new Uint8Array(3 * 1024 * 1024)], 'photo.jpg', { type: 'image/jpeg' });
    await userEvent.upload(canvas.getByLabelText('Εικόνα (thumbnail)'), photo);
    await expect(canvas.getByText(articleImageMessages.tooLarge)).toBeVisible();
    await expect(canvas.getByLabelText('Εικόνα (thumbnail)')).toHaveAccessibleDescription(
      expect.stringContaining(articleImageMessages.tooLarge),
    );
    await userEvent.type(canvas.getByLabelText('Τίτλος'), 'Με μεγάλη εικόνα');
    await userEvent.click(canvas.getByRole('button', { name: 'Δημιουργία άρθρου' }));
    await waitFor(() => expect(canvas.getByLabelText('Εικόνα (thumbnail)')).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText('Τίτλος')).toHaveValue('Με μεγάλη εικόνα');
  },
});

/** Creating: the button is busy and disabled, so the article is never sent twice. */
export const Creating = meta.story({
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Αποθήκευση...' })).toBeDisabled();
  },
});

// A plain drawn picture standing in for an uploaded thumbnail (no request, no borrowed photo).
const placeholderThumbnail = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="#dbe7f3"/><circle cx="5" cy="4" r="2" fill="#7fa7cf"/></svg>')}`;

const editing = {
  initial: {
    title: 'Πώς διαλέγουμε σπουδές χωρίς άγχος',
    slug: 'pos-dialegoume-spoudes-choris-agchos',
    category: 'education',
    excerpt: 'Πέντε βήματα για μια ήρεμη απόφαση.',
    content: '## Βήμα 1\n\nΓνώρισε τα ενδιαφέροντά σου.',
    thumbnailUrl: placeholderThumbnail,
  },
  labels: adminTexts.edit.labels,
  onCancel: fn(),
};

/**
 * Editing: the form opens filled and focused; the slug (the article's address) stays when the title
 * changes; the current picture can be kept, replaced or removed; Ακύρωση leaves without saving.
 */
export const Editing = meta.story({
  args: { heading: adminTexts.edit.heading(editing.initial.title), edit: editing },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: `Επεξεργασία: ${editing.initial.title}` })).toHaveFocus();
    await expect(canvas.getByLabelText('Περίληψη')).toHaveValue(editing.initial.excerpt);
    await expect(canvas.getByText('Τρέχουσα εικόνα')).toBeVisible();
    const title = canvas.getByLabelText('Τίτλος');
    await userEvent.clear(title);
    await userEvent.type(title, 'Σπουδές χωρίς άγχος: ο οδηγός');
    await expect(canvas.getByLabelText('Slug')).toHaveValue(editing.initial.slug);
    await userEvent.tab();
    await userEvent.keyboard('{Tab}{Tab}{Tab}{Tab}{Tab}');
    await expect(canvas.getByLabelText('Αφαίρεση της τρέχουσας εικόνας')).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Αποθήκευση αλλαγών' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        ...editing.initial,
        thumbnailUrl: undefined,
        title: 'Σπουδές χωρίς άγχος: ο οδηγός',
        thumbnail: null,
        removeThumbnail: true,
      }),
    );
    // Saved: the form stays as saved (the page closes it), nothing cleared under the admin's eyes.
    await expect(title).toHaveValue('Σπουδές χωρίς άγχος: ο οδηγός');
    await userEvent.click(canvas.getByRole('button', { name: 'Ακύρωση' }));
    await expect(editing.onCancel).toHaveBeenCalled();
  },
});

/** Editing an article without a picture: nothing to remove, only a file to choose. */
export const EditingWithoutPicture = meta.story({
  args: {
    heading: adminTexts.edit.heading('Μηχανογραφικό: συχνά λάθη'),
    edit: { ...editing, initial: { ...editing.initial, thumbnailUrl: null } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByLabelText('Αφαίρεση της τρέχουσας εικόνας')).toBeNull();
  },
});

/** Saving an edit: busy, sent once; the admin's changes stay when the save fails (the page says why). */
export const EditingFails = meta.story({
  args: { heading: adminTexts.edit.heading(editing.initial.title), edit: editing, onSubmit: fn(async () => false) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Περίληψη'), ' Και ένα έκτο.');
    await userEvent.click(canvas.getByRole('button', { name: 'Αποθήκευση αλλαγών' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(canvas.getByLabelText('Περίληψη')).toHaveValue(`${editing.initial.excerpt} Και ένα έκτο.`);
  },
});

/** Editing on a phone: the picture and the two buttons wrap. */
export const EditingMobile = meta.story({
  ...EditingWithoutPicture.input,
  args: { ...Editing.input.args },
  play: undefined,
  globals: { viewport: { value: 'mobile' } },
});
