import preview from '../../../../.storybook/preview';
import { onlyAt } from '../../../../.storybook/modes';
import { expect, within } from 'storybook/test';
import { Placeholder } from '../stories-fixtures/Placeholder';
import { Tiles } from './Tiles';
import { tileGaps } from './Tiles.css';

const items = ['Ένα', 'Δύο', 'Τρία', 'Τέσσερα', 'Πέντε', 'Έξι'];

const meta = preview.meta({
  title: 'Layout/Tiles',
  component: Tiles,
  args: {
    as: 'ul' as const,
    columns: { mobile: 1, tablet: 2, desktop: 3 } as const,
    children: items.map((label) => (
      <Placeholder key={label} as="li">
        {label}
      </Placeholder>
    )),
  },
  argTypes: { gap: { control: 'inline-radio', options: tileGaps } },
});

const rowsOf = (canvasElement: HTMLElement) =>
  new Set(items.map((label) => Math.round(within(canvasElement).getByText(label).getBoundingClientRect().top))).size;

/** Three equal columns on a desktop, so six tiles make two rows. */
export const Desktop = meta.story({
  ...onlyAt('desktop'),
  play: async ({ canvas, canvasElement }) => {
    await expect(rowsOf(canvasElement)).toBe(2);
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(6);
  },
});

/** One column on a phone: a tile per row. */
export const Phone = meta.story({
  ...onlyAt('mobile'),
  play: async ({ canvasElement }) => expect(rowsOf(canvasElement)).toBe(6),
});

/** Two columns from the tablet breakpoint and a wider gap. */
export const Tablet = meta.story({
  ...onlyAt('tablet'),
  args: { gap: 'xl' },
  play: async ({ canvasElement }) => expect(rowsOf(canvasElement)).toBe(3),
});
