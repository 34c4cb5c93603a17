import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Placeholder } from '../stories-fixtures/Placeholder';
import { Tiles } from './Tiles';
import { tileGaps } from './Tiles.css';

const items = ['Ένα', 'Δύο', 'Τρία', 'Τέσσερα', 'Πέντε', 'Έξι'];

const meta = {
  title: 'Layout/Tiles',
  component: Tiles,
  parameters: { layout: 'padded' },
  args: {
    as: 'ul',
    columns: { mobile: 1, tablet: 2, desktop: 3 },
    children: items.map((label) => (
      <Placeholder key={label} as="li">
        {label}
      </Placeholder>
    )),
  },
  argTypes: { gap: { control: 'inline-radio', options: tileGaps } },
} satisfies Meta<typeof Tiles>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = (canvasElement: HTMLElement) =>
  new Set(items.map((label) => Math.round(within(canvasElement).getByText(label).getBoundingClientRect().top))).size;

/** Three equal columns on a desktop, so six tiles make two rows. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await expect(rowsOf(canvasElement)).toBe(2);
    await expect(within(within(canvasElement).getByRole('list')).getAllByRole('listitem')).toHaveLength(6);
  },
};

/** One column on a phone: a tile per row. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => expect(rowsOf(canvasElement)).toBe(6),
};

/** Two columns from the tablet breakpoint and a wider gap. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  args: { gap: 'xl' },
  play: async ({ canvasElement }) => expect(rowsOf(canvasElement)).toBe(3),
};
