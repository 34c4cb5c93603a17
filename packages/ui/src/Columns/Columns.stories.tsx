import preview from '../../../../.storybook/preview';
import { onlyAt } from '../../../../.storybook/modes';
import { expect, within } from 'storybook/test';
import { spaceNames } from '../Box/atoms.css';
import { Placeholder } from '../stories-fixtures/Placeholder';
import { Column, Columns } from './Columns';
import { columnsAlignYs } from './Columns.css';

const meta = preview.meta({
  title: 'Layout/Columns',
  component: Columns,
  args: {
    space: 'lg' as const,
    collapseBelow: 'tablet' as const,
    children: [
      <Column key="main" width="2/3">
        <Placeholder>Κύριο περιεχόμενο (2/3)</Placeholder>
      </Column>,
      <Column key="aside" width="1/3">
        <Placeholder>Πλαϊνή στήλη (1/3)</Placeholder>
      </Column>,
    ],
  },
  argTypes: {
    space: { control: 'select', options: spaceNames },
    collapseBelow: { control: 'inline-radio', options: [undefined, 'tablet', 'desktop', 'wide'] },
    alignY: { control: 'inline-radio', options: columnsAlignYs },
  },
});

const boxes = (canvasElement: HTMLElement) =>
  [/Κύριο περιεχόμενο/, /Πλαϊνή στήλη/].map((text) => within(canvasElement).getByText(text).getBoundingClientRect());

/** From the tablet breakpoint up: side by side, the first twice as wide as the second. */
export const SideBySide = meta.story({
  ...onlyAt('desktop'),
  play: async ({ canvasElement }) => {
    const [main, aside] = boxes(canvasElement);
    await expect(aside!.top).toBeCloseTo(main!.top, 1);
    await expect(aside!.left - main!.right).toBeCloseTo(24, 1);
    await expect(main!.width / aside!.width).toBeCloseTo(2, 1);
  },
});

/** On a phone they stack, first on top, full width. */
export const Collapsed = meta.story({
  ...onlyAt('mobile'),
  play: async ({ canvasElement }) => {
    const [main, aside] = boxes(canvasElement);
    await expect(aside!.top - main!.bottom).toBeCloseTo(24, 1);
    await expect(aside!.width).toBeCloseTo(main!.width, 1);
  },
});

/** Three equal columns that never stack. */
export const ThreeEqual = meta.story({
  args: {
    collapseBelow: undefined,
    space: 'sm',
    children: ['Ένα', 'Δύο', 'Τρία'].map((label) => (
      <Column key={label}>
        <Placeholder>{label}</Placeholder>
      </Column>
    )),
  },
});

/** A column as wide as its content beside one that fills the rest. */
export const ContentAndFill = meta.story({
  args: {
    alignY: 'center',
    collapseBelow: undefined,
    children: [
      <Column key="fill">
        <Placeholder>Το υπόλοιπο πλάτος</Placeholder>
      </Column>,
      <Column key="content" width="content">
        <Placeholder>Όσο χρειάζεται</Placeholder>
      </Column>,
    ],
  },
});
