import preview from '../../../../.storybook/preview';
import { withoutSnapshot } from '../../../../.storybook/visual';
import { expect, waitFor, within } from 'storybook/test';
import { LazyFrame } from './LazyFrame';

const meta = preview.meta({
  title: 'Components/LazyFrame',
  component: LazyFrame,
  args: { src: '/media/placeholder.html?embed=1', title: 'Υπολογιστής μηχανογραφικού', height: 768, openLabel: 'Άνοιγμα σε νέα καρτέλα' },
});

/** In view: the frame loads by itself, named and at its height, with the same page a link away. */
export const Default = meta.story({
  play: async ({ canvasElement, args }) => {
    const frame = within(canvasElement).getByTitle(args.title);
    await waitFor(() => expect(frame).toHaveAttribute('src', args.src));
    await expect(frame).toHaveAttribute('height', '768');
    await expect(within(canvasElement).getByRole('link', { name: 'Άνοιγμα σε νέα καρτέλα' })).toHaveAttribute('target', '_blank');
  },
});

/** Screens below the fold: nothing is fetched until the visitor scrolls within a screen of it. */
export const FarBelow = meta.story({
  parameters: withoutSnapshot('four screens of text above the same frame Default shows'),
  decorators: [
    (Story) => (
      <div>
        <div style={{ height: '400vh' }}>Κείμενο της σελίδας πάνω από το εργαλείο.</div>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    const frame = within(canvasElement).getByTitle(args.title);
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100)));
    await expect(frame).not.toHaveAttribute('src');
    frame.scrollIntoView();
    await waitFor(() => expect(frame).toHaveAttribute('src', args.src));
    window.scrollTo(0, 0);
  },
});
