import preview from '../../../.storybook/preview';
import { createRoutesStub } from 'react-router';
import { expect } from 'storybook/test';
import { ErrorBoundary } from '../root';

function Broken(): never {
  throw new Error('Cannot read properties of undefined (reading "title")');
}

/** The root ErrorBoundary: what a visitor sees when rendering a route fails. */
const Stub = createRoutesStub([{ path: '/', Component: Broken, ErrorBoundary }]);

function ErrorScreen() {
  return <Stub initialEntries={['/']} />;
}

const meta = preview.meta({
  title: 'Pages/ErrorScreen',
  component: ErrorScreen,
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
});

export const RoutingFailure = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(canvas.getByText('Cannot read properties of undefined (reading "title")')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Δοκιμάστε ξανά' })).toBeVisible();
    // The shell stays, so the visitor can still navigate away.
    await expect(canvas.getByRole('link', { name: 'Μετάβαση στο κύριο περιεχόμενο' })).toBeInTheDocument();
  },
});
