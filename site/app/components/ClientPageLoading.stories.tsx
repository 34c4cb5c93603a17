import type { Meta, StoryObj } from '@storybook/react-vite';
import { createRoutesStub } from 'react-router';
import { expect, within } from 'storybook/test';
import { HydrateFallback } from '../root';

/** The SPA fallback: what a client-rendered page (the admin, a newer article) shows until its code has run. */
function ClientPageLoading() {
  const Stub = createRoutesStub([{ path: '/', Component: HydrateFallback }]);
  return <Stub initialEntries={['/']} />;
}

const meta = {
  title: 'Pages/ClientPageLoading',
  component: ClientPageLoading,
  tags: ['!autodocs'],
} satisfies Meta<typeof ClientPageLoading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Φόρτωση σελίδας…');
    // Every page has a heading, this state included: the words are the h1 until the page arrives.
    await expect(canvas.getByRole('heading', { level: 1, name: 'Φόρτωση σελίδας…' })).toBeInTheDocument();
    // The whole shell is there: skip link, header navigation and footer work while the page loads.
    await expect(canvas.getByRole('link', { name: 'Μετάβαση στο κύριο περιεχόμενο' })).toBeInTheDocument();
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
  },
};
