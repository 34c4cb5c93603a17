import preview from '../../../../.storybook/preview';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SampleDownloadForm } from './SampleDownloadForm';

const meta = preview.meta({
  title: 'Patterns/SampleDownloadForm',
  component: SampleDownloadForm,
  args: {
    id: 'story-sample',
    action: '/sample-download',
    products: [
      { value: 'career', label: 'Τεστ επαγγελματικού προσανατολισμού' },
      { value: 'personality', label: 'Τεστ προσωπικότητας' },
      { value: 'meta', label: 'Meta' },
      { value: 'next', label: 'Next' },
    ],
    defaultProduct: 'career',
    labels: { name: 'Όνομα', lastname: 'Επώνυμο', email: 'Email', product: 'Δείγμα', submit: 'Λήψη δείγματος', busy: 'Λήψη...' },
    honeypot: { name: 'website', label: 'Αφήστε αυτό το πεδίο κενό' },
    onDownload: fn(async () => true),
    onIncomplete: fn(),
  },
});

const fill = async (canvas: { getByLabelText: (label: RegExp) => HTMLElement }) => {
  await userEvent.type(canvas.getByLabelText(/Όνομα/), 'Νίκος');
  await userEvent.type(canvas.getByLabelText(/Επώνυμο/), 'Κ');
  await userEvent.type(canvas.getByLabelText(/Email/), 'nikos@example.gr');
};

/** The button stays disabled until all three fields are filled; the sample is a labelled choice. */
export const DisabledUntilFilled = meta.story({
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Λήψη δείγματος' });
    await expect(button).toBeDisabled();
    await expect(canvas.getByLabelText(/Email/)).toHaveAttribute('type', 'email');
    await expect(canvas.getByLabelText(/Email/)).toHaveAttribute('name', 'email');
    await expect(canvas.getByLabelText(/Email/)).toBeRequired();
    await expect(canvas.getByRole('combobox', { name: 'Δείγμα' })).toHaveValue('career');
    await fill(canvas);
    await expect(button).toBeEnabled();
  },
});

/** Downloading: the label changes and the button is disabled; on success the fields clear. */
export const Downloading = meta.story({
  args: { onDownload: fn(() => new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 400))) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fill(canvas);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Δείγμα' }), 'meta');
    await userEvent.click(canvas.getByRole('button', { name: 'Λήψη δείγματος' }));
    await expect(await canvas.findByRole('button', { name: 'Λήψη...' })).toBeDisabled();
    await expect(args.onDownload).toHaveBeenCalledWith({ name: 'Νίκος', lastname: 'Κ', email: 'nikos@example.gr', product: 'meta' });
    await waitFor(() => expect(canvas.getByLabelText(/Email/)).toHaveValue(''));
  },
});

/** Enter in a half-filled form sends nothing: the form's default button is disabled. */
export const Incomplete = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Όνομα/), 'Νίκος{Enter}');
    await expect(args.onDownload).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText(/Όνομα/)).toHaveValue('Νίκος');
  },
});

/** A bot fills the hidden trap: the form clears as if it worked and asks for nothing. */
export const HoneypotFilled = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fill(canvas);
    const trap = canvasElement.querySelector<HTMLInputElement>('input[name="website"]')!;
    await expect(trap).toHaveAttribute('tabindex', '-1');
    trap.value = 'https://spam.example';
    await userEvent.click(canvas.getByRole('button', { name: 'Λήψη δείγματος' }));
    await waitFor(() => expect(canvas.getByLabelText(/Email/)).toHaveValue(''));
    await expect(args.onDownload).not.toHaveBeenCalled();
  },
});
