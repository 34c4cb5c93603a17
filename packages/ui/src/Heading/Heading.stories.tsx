import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading } from './Heading';
import { headingSizes } from './Heading.css';

const meta = {
  title: 'Components/Heading',
  component: Heading,
  parameters: { layout: 'padded' },
  args: { level: 2, children: 'Βρες τον δρόμο που σου ταιριάζει' },
  argTypes: { level: { control: 'inline-radio', options: [1, 2, 3, 4] }, size: { control: 'inline-radio', options: headingSizes } },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'Βρες τον δρόμο που σου ταιριάζει' })).toBeVisible();
  },
};

/** The levels at their own sizes, largest first. */
export const Levels: Story = {
  render: () => (
    <>
      {([1, 2, 3, 4] as const).map((level) => (
        <Heading key={level} level={level}>
          Επίπεδο {level}
        </Heading>
      ))}
    </>
  ),
  play: async ({ canvasElement }) => {
    const sizes = [1, 2, 3, 4].map((level) => parseFloat(getComputedStyle(within(canvasElement).getByRole('heading', { level })).fontSize));
    await expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
  },
};

/** A section heading in the outline (h2) that looks smaller, in a card. */
export const SmallerThanItsLevel: Story = {
  args: { size: 'xl' },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 2 });
    await expect(getComputedStyle(heading).fontSize).toBe('20px');
  },
};
