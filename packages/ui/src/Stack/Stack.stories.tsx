import preview from '../../../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { spaceNames } from '../Box/atoms.css';
import * as ownLook from '../stories-fixtures/ownLook.css';
import { Placeholder } from '../stories-fixtures/Placeholder';
import { Stack } from './Stack';
import { stackAligns } from './Stack.css';

const meta = preview.meta({
  title: 'Layout/Stack',
  component: Stack,
  args: {
    space: 'md' as const,
    children: ['Πρώτο', 'Δεύτερο', 'Τρίτο'].map((label) => <Placeholder key={label}>{label}</Placeholder>),
  },
  argTypes: {
    space: { control: 'select', options: spaceNames },
    align: { control: 'inline-radio', options: stackAligns },
  },
});

const tops = (elements: HTMLElement[]) => elements.map((element) => element.getBoundingClientRect());

export const Default = meta.story({
  play: async ({ canvas }) => {
    const [first, second, third] = tops(['Πρώτο', 'Δεύτερο', 'Τρίτο'].map((label) => canvas.getByText(label)));
    // One under the other, 16 px ('md') apart each time.
    await expect(second!.top - first!.bottom).toBeCloseTo(16, 1);
    await expect(third!.top - second!.bottom).toBeCloseTo(16, 1);
    await expect(first!.left).toBe(second!.left);
  },
});

/**
 * Why a component may give a Stack a class of its own: for what the Stack has no prop for, here a surface (a rule, a
 * tint, an inset), as a help box or a panel has. The space between the children stays the Stack's, and nothing spaces
 * the Stack from outside but its parent: a class that sets a margin fails the design figures' test
 * (scripts/design-figures.test.ts).
 */
export const WithAComponentsOwnLook = meta.story({
  args: { className: ownLook.surface },
  play: async ({ canvas }) => {
    const [first, second] = tops(['Πρώτο', 'Δεύτερο'].map((label) => canvas.getByText(label)));
    await expect(second!.top - first!.bottom).toBeCloseTo(16, 1);
    const stack = canvas.getByText('Πρώτο').parentElement!;
    await expect(getComputedStyle(stack).marginTop).toBe('0px');
    await expect(getComputedStyle(stack).borderTopWidth).toBe('1px');
  },
});

/** More space from the desktop breakpoint up. */
export const ResponsiveSpace = meta.story({ args: { space: { mobile: 'xs', desktop: 'xxl' } } });

/** Children only as wide as their content, centred. */
export const Centred = meta.story({ args: { align: 'center' } });

/** As a list: screen readers announce 'list, 3 items' even though the bullets are gone. */
export const AsList = meta.story({
  // A list looks exactly like the stack it is: what differs is what a screen reader announces.
  parameters: { visual: { sameAs: 'Default' } },
  args: {
    as: 'ul',
    children: ['Πρώτο', 'Δεύτερο', 'Τρίτο'].map((label) => (
      <Placeholder key={label} as="li">
        {label}
      </Placeholder>
    )),
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  },
});
