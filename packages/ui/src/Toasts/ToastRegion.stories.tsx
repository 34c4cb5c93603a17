import preview from '../../../../.storybook/preview';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ToastRegion } from './ToastRegion';
import { showToast } from './toastQueue';

function ToastDemo() {
  return (
    <>
      <button
        type="button"
        onClick={() =>
          showToast({
            tone: 'error',
            title: 'Σφάλμα',
            description: 'Υπήρξε ένα πρόβλημα με την υποβολή της φόρμας. Παρακαλώ δοκιμάστε ξανά.',
          })
        }
      >
        Εμφάνιση σφάλματος
      </button>
      <ToastRegion />
    </>
  );
}

const meta = preview.meta({ title: 'Components/ToastRegion', component: ToastDemo });

/** The toast library loads with the first toast, which screen readers hear from the live region. */
export const ErrorToast = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Εμφάνιση σφάλματος' }));
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
});

/** A region that unmounts (a story or a screen that leaves) takes its toasts with it; the next one starts empty. */
export const RegionRemounted = meta.story({
  render: function Remount() {
    const [mounted, setMounted] = useState(true);
    return (
      <>
        <button
          type="button"
          onClick={() => showToast({ tone: 'success', title: 'Επιτυχία', description: 'Το δείγμα άνοιξε σε νέα καρτέλα.' })}
        >
          Εμφάνιση επιτυχίας
        </button>
        <button type="button" onClick={() => setMounted(!mounted)}>
          {mounted ? 'Αφαίρεση περιοχής' : 'Επαναφορά περιοχής'}
        </button>
        {mounted ? <ToastRegion /> : null}
      </>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Εμφάνιση επιτυχίας' }));
    await body.findByText('Το δείγμα άνοιξε σε νέα καρτέλα.', {}, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Αφαίρεση περιοχής' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Επαναφορά περιοχής' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Εμφάνιση επιτυχίας' }));
    await body.findByText('Το δείγμα άνοιξε σε νέα καρτέλα.', {}, { timeout: 5000 });
    // Give a replayed toast the time it would take to render: only the new one is there.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(body.getAllByText('Το δείγμα άνοιξε σε νέα καρτέλα.')).toHaveLength(1);
  },
});
