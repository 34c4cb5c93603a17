import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { slugifyEl } from '../../../data/src/slugifyEl';
import { isArticleSlug } from '../../../data/src/publishedArticles';
import { adminTexts } from '../stories-fixtures/content';
import { ArticleForm } from './ArticleForm';

const { labels } = adminTexts.form;

const meta = {
  title: 'Components/ArticleForm',
  component: ArticleForm,
  parameters: { layout: 'padded' },
  args: {
    heading: adminTexts.form.heading,
    categories: adminTexts.form.categories,
    defaultCategory: adminTexts.form.defaultCategory,
    deriveSlug: slugifyEl,
    isValidSlug: isArticleSlug,
    labels,
    busy: false,
    onCreate: fn(async () => true),
  },
} satisfies Meta<typeof ArticleForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The slug follows a Greek title (transliterated), stays editable; the preview renders the Markdown; success clears. */
export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Τίτλος'), 'Οδηγός σπουδών');
    await expect(canvas.getByLabelText('Slug')).toHaveValue('odigos-spoudon');
    await userEvent.type(canvas.getByLabelText('Περιεχόμενο (Markdown)'), '## Βήμα 1');
    await expect(canvas.getByRole('region', { name: labels.preview }).querySelector('h4')).toHaveTextContent('Βήμα 1');
    await userEvent.click(canvas.getByRole('button', { name: 'Δημιουργία άρθρου' }));
    await expect(args.onCreate).toHaveBeenCalledWith({ title: 'Οδηγός σπουδών', slug: 'odigos-spoudon', category: 'education', excerpt: '', content: '## Βήμα 1', thumbnail: null });
    await expect(canvas.getByLabelText('Τίτλος')).toHaveValue('');
  },
};

/** No title, a slug the database refuses, a file that is not an image: Greek messages, focus on the first. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Εικόνα (thumbnail)'), new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }), { applyAccept: false });
    await expect(canvas.getByText('Επιτρέπονται μόνο εικόνες.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Δημιουργία άρθρου' }));
    await expect(canvas.getByText('Γράψτε τίτλο.')).toBeVisible();
    await expect(canvas.getByLabelText('Τίτλος')).toHaveFocus();
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** Creating: the button is busy and disabled, so the article is never sent twice. */
export const Creating: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Αποθήκευση...' })).toBeDisabled();
  },
};
