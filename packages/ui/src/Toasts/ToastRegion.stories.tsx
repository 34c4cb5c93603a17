import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ToastRegion } from './ToastRegion';
import { showToast } from './toastQueue';

function ToastDemo() {
  return (
    <>
      <button type="button" onClick={() => showToast({ tone: 'error', title: 'Σφάλμα', description: 'Υπήρξε ένα πρόβλημα με την υποβολή της φόρμας. Παρακαλώ δοκιμάστε ξανά.' })}>
        Εμφάνιση σφάλματος
      </button>
      <ToastRegion />
    </>
  );
}

const meta = { title: 'Components/ToastRegion', component: ToastDemo, parameters: { layout: 'padded' } } satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The toast library loads with the first toast, which screen readers hear from the live region. */
export const ErrorToast: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Εμφάνιση σφάλματος' }));
    const body = within(canvasElement.ownerDocument.body);
    const toast = await body.findByText('Υπήρξε ένα πρόβλημα με την υποβολή της φόρμας. Παρακαλώ δοκιμάστε ξανά.', {}, { timeout: 5000 });
    // Sonner fades the toast in.
    await waitFor(() => expect(toast).toBeVisible(), { timeout: 2000 });
    await expect(body.getByRole('region', { name: /Ειδοποιήσεις/ })).toBeInTheDocument();
    // In the tokens' danger colours (6.57:1), not Sonner's lighter red.
    const card = toast.closest('[data-sonner-toast]')!;
    await expect(getComputedStyle(card).backgroundColor).toBe('rgb(253, 236, 234)');
    await expect(getComputedStyle(card).color).toBe('rgb(180, 35, 24)');
  },
};
