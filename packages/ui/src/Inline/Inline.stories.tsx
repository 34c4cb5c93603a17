import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { spaceNames } from '../Box/atoms.css';
import { Placeholder } from '../stories-fixtures/Placeholder';
import { Inline } from './Inline';
import { inlineAligns, inlineAlignYs } from './Inline.css';

const labels = ['Μαθητές', 'Φοιτητές', 'Ενήλικες', 'Γονείς', 'Σχολεία', 'Φορείς', 'Εκπαιδευτικοί'];

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  parameters: { layout: 'padded' },
  args: { space: 'sm', children: labels.map((label) => <Placeholder key={label}>{label}</Placeholder>) },
  argTypes: {
    space: { control: 'select', options: spaceNames },
    align: { control: 'inline-radio', options: inlineAligns },
    alignY: { control: 'inline-radio', options: inlineAlignYs },
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const [first, second] = ['Μαθητές', 'Φοιτητές'].map((label) => within(canvasElement).getByText(label).getBoundingClientRect());
    // Side by side on one line, 12 px ('sm') apart.
    await expect(second!.top).toBeCloseTo(first!.top, 1);
    await expect(second!.left - first!.right).toBeCloseTo(12, 1);
  },
};

/** On a phone the row wraps onto as many lines as it needs, keeping the same space between lines. */
export const Wrapping: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const first = within(canvasElement).getByText(labels[0]!).getBoundingClientRect();
    const last = within(canvasElement).getByText(labels.at(-1)!).getBoundingClientRect();
    await expect(last.top).toBeGreaterThan(first.bottom);
  },
};

export const Centred: Story = { args: { align: 'center' } };

/** As a list of links or tags. */
export const AsList: Story = {
  args: { as: 'ul', children: labels.map((label) => <Placeholder key={label} as="li">{label}</Placeholder>) },
  play: async ({ canvasElement }) => {
    await expect(within(within(canvasElement).getByRole('list')).getAllByRole('listitem')).toHaveLength(labels.length);
  },
};
