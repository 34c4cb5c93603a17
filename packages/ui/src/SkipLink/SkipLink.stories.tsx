import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SkipLink } from './SkipLink';

const meta = {
  title: 'Components/SkipLink',
  component: SkipLink,
  args: { href: '#main', children: 'Μετάβαση στο κύριο περιεχόμενο' },
  render: (args) => (
    <>
      <SkipLink {...args} />
      <main id="main" tabIndex={-1} style={{ padding: '5rem 1rem' }}>
        <h1>Κύριο περιεχόμενο</h1>
      </main>
    </>
  ),
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden until focused; the first Tab reveals it, pointing at the main content. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Μετάβαση στο κύριο περιεχόμενο' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    await expect(link).toHaveAttribute('href', '#main');
  },
};
