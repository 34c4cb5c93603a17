import preview from '../../../../.storybook/preview';
import { onlyAt } from '../../../../.storybook/modes';
import { expect, within } from 'storybook/test';
import { spaceNames } from '../Box/atoms.css';
import * as ownLook from '../stories-fixtures/ownLook.css';
import { Placeholder } from '../stories-fixtures/Placeholder';
import { Inline } from './Inline';
import { inlineAligns, inlineAlignYs } from './Inline.css';

const labels = ['Μαθητές', 'Φοιτητές', 'Ενήλικες', 'Γονείς', 'Σχολεία', 'Φορείς', 'Εκπαιδευτικοί'];

const meta = preview.meta({
  title: 'Layout/Inline',
  component: Inline,
  args: { space: 'sm' as const, children: labels.map((label) => <Placeholder key={label}>{label}</Placeholder>) },
  argTypes: {
    space: { control: 'select', options: spaceNames },
    align: { control: 'inline-radio', options: inlineAligns },
    alignY: { control: 'inline-radio', options: inlineAlignYs },
  },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    const [first, second] = ['Μαθητές', 'Φοιτητές'].map((label) => canvas.getByText(label).getBoundingClientRect());
    // Side by side on one line, 12 px ('sm') apart.
    await expect(second!.top).toBeCloseTo(first!.top, 1);
    await expect(second!.left - first!.right).toBeCloseTo(12, 1);
  },
});

/**
 * Why a component may give an Inline a class of its own: for what the Inline has no prop for, here a smaller, muted
 * type, as the meta line of an article card (its category and date) has. The space between stays the Inline's, and
 * nothing spaces the Inline from outside but its parent (scripts/design-figures.test.ts refuses a margin).
 */
export const WithAComponentsOwnLook = meta.story({
  args: { className: ownLook.smallType },
  play: async ({ canvas }) => {
    const [first, second] = ['Μαθητές', 'Φοιτητές'].map((label) => canvas.getByText(label).getBoundingClientRect());
    await expect(second!.left - first!.right).toBeCloseTo(12, 1);
    const inline = canvas.getByText('Μαθητές').parentElement!;
    await expect(getComputedStyle(inline).marginTop).toBe('0px');
  },
});

/** On a phone the row wraps onto as many lines as it needs, keeping the same space between lines. */
export const Wrapping = meta.story({
  ...onlyAt('mobile'),
  // Default wraps the same way at phone width; this story checks the space between the lines.
  parameters: { ...onlyAt('mobile').parameters, visual: { sameAs: 'Default' } },
  play: async ({ canvas }) => {
    const first = canvas.getByText(labels[0]!).getBoundingClientRect();
    const last = canvas.getByText(labels.at(-1)!).getBoundingClientRect();
    await expect(last.top).toBeGreaterThan(first.bottom);
  },
});

export const Centred = meta.story({ args: { align: 'center' } });

/** As a list of links or tags. */
export const AsList = meta.story({
  // A list looks exactly like the row it is: what differs is what a screen reader announces.
  parameters: { visual: { sameAs: 'Default' } },
  args: {
    as: 'ul',
    children: labels.map((label) => (
      <Placeholder key={label} as="li">
        {label}
      </Placeholder>
    )),
  },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(labels.length);
  },
});
