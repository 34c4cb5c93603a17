import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoadingState } from './LoadingState';

const meta = {
  title: 'Components/LoadingState',
  component: LoadingState,
  args: { label: 'Φόρτωση σελίδας…' },
} satisfies Meta<typeof LoadingState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A status region that names what is loading; the spinner itself is hidden from assistive technology. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Φόρτωση σελίδας…');
    await expect(status.querySelector('[aria-hidden="true"]')).not.toBeNull();
  },
};

export const CheckingAccess: Story = { args: { label: 'Έλεγχος δικαιωμάτων…' } };

/** A whole page loading (the SPA fallback, the admin's checks): its words are the page's heading. */
export const PageHeading: Story = {
  args: { pageHeading: true },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(within(status).getByRole('heading', { level: 1, name: 'Φόρτωση σελίδας…' })).toBeVisible();
  },
};
