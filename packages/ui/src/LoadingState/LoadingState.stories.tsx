import preview from '../../../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { LoadingState } from './LoadingState';

const meta = preview.meta({
  title: 'Components/LoadingState',
  component: LoadingState,
  parameters: { layout: 'fullscreen' },
  args: { label: 'Φόρτωση σελίδας…' },
});

/** A status region that names what is loading; the spinner itself is hidden from assistive technology. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Φόρτωση σελίδας…');
    await expect(status.querySelector('[aria-hidden="true"]')).not.toBeNull();
  },
});

export const CheckingAccess = meta.story({ args: { label: 'Έλεγχος δικαιωμάτων…' } });

/** A whole page loading (the SPA fallback, the admin's checks): its words are the page's heading. */
export const PageHeading = meta.story({
  // It looks as Default does: what differs is that its words are the page's heading.
  parameters: { visual: { sameAs: 'Default' } },
  args: { pageHeading: true },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(within(status).getByRole('heading', { level: 1, name: 'Φόρτωση σελίδας…' })).toBeVisible();
  },
});
