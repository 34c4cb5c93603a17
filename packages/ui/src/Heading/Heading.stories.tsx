import preview from '../../../../.storybook/preview';
import { expect } from 'storybook/test';
import { Heading } from './Heading';
import { headingSizes } from './Heading.css';

const meta = preview.meta({
  title: 'Components/Heading',
  component: Heading,
  args: { level: 2 as const, children: 'Βρες τον δρόμο που σου ταιριάζει' },
  argTypes: { level: { control: 'inline-radio', options: [1, 2, 3, 4] }, size: { control: 'inline-radio', options: headingSizes } },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Βρες τον δρόμο που σου ταιριάζει' })).toBeVisible();
  },
});

/** The levels at their own sizes, largest first. */
export const Levels = meta.story({
  render: () => (
    <>
      {([1, 2, 3, 4] as const).map((level) => (
        <Heading key={level} level={level}>
          Επίπεδο {level}
        </Heading>
      ))}
    </>
  ),
  play: async ({ canvas }) => {
    const sizes = [1, 2, 3, 4].map((level) => parseFloat(getComputedStyle(canvas.getByRole('heading', { level })).fontSize));
    await expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
  },
});

/** A section heading in the outline (h2) that looks smaller, in a card. */
export const SmallerThanItsLevel = meta.story({
  args: { size: 'xl' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2 });
    await expect(getComputedStyle(heading).fontSize).toBe('20px');
  },
});
