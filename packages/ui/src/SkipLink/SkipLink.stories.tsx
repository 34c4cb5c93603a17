import preview from '../../../../.storybook/preview';
import { expect, userEvent } from 'storybook/test';
import { SkipLink } from './SkipLink';

const meta = preview.meta({
  title: 'Components/SkipLink',
  component: SkipLink,
  parameters: { layout: 'fullscreen' },
  args: { href: '#main', children: 'Μετάβαση στο κύριο περιεχόμενο' },
  render: (args) => (
    <>
      <SkipLink {...args} />
      <main id="main" tabIndex={-1} style={{ padding: '5rem 1rem' }}>
        <h1>Κύριο περιεχόμενο</h1>
      </main>
    </>
  ),
});

/** Hidden until focused; the first Tab reveals it, pointing at the main content. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Μετάβαση στο κύριο περιεχόμενο' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    await expect(link).toHaveAttribute('href', '#main');
  },
});
