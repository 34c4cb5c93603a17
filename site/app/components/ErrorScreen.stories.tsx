import type { Meta, StoryObj } from '@storybook/react-vite';
import { createRoutesStub } from 'react-router';
import { expect, within } from 'storybook/test';
import { ErrorBoundary } from '../root';

function Broken(): never {
  throw new Error('Cannot read properties of undefined (reading "title")');
}

/** The root ErrorBoundary: what a visitor sees when rendering a route fails. */
function ErrorScreen() {
  const Stub = createRoutesStub([{ path: '/', Component: Broken, ErrorBoundary }]);
  return <Stub initialEntries={['/']} />;
}

const meta = {
  title: 'Pages/ErrorScreen',
  component: ErrorScreen,
  tags: ['!autodocs'],
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RoutingFailure: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(canvas.getByText('Cannot read properties of undefined (reading "title")')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Δοκιμάστε ξανά' })).toBeVisible();
    // The shell stays, so the visitor can still navigate away.
    await expect(canvas.getByRole('link', { name: 'Μετάβαση στο κύριο περιεχόμενο' })).toBeInTheDocument();
  },
};
