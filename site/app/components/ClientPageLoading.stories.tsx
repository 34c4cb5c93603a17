import preview from '../../../.storybook/preview';
import { createRoutesStub } from 'react-router';
import { expect } from 'storybook/test';
import { HydrateFallback } from '../root';

/** The SPA fallback: what a client-rendered page (the admin, a newer article) shows until its code has run. */
const Stub = createRoutesStub([{ path: '/', Component: HydrateFallback }]);

function ClientPageLoading() {
  return <Stub initialEntries={['/']} />;
}

const meta = preview.meta({
  title: 'Pages/ClientPageLoading',
  component: ClientPageLoading,
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Φόρτωση σελίδας…');
    // Every page has a heading, this state included: the words are the h1 until the page arrives.
    await expect(canvas.getByRole('heading', { level: 1, name: 'Φόρτωση σελίδας…' })).toBeInTheDocument();
    // The whole shell is there: skip link, header navigation and footer work while the page loads.
    await expect(canvas.getByRole('link', { name: 'Μετάβαση στο κύριο περιεχόμενο' })).toBeInTheDocument();
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
  },
});
