import type { ComponentPropsWithoutRef } from 'react';
import { gapSpace, type Space } from '../Box/atoms.css';
import { spaceClasses, type Responsive } from '../Box/responsive';
import { cx } from '../styles/cx';
import * as css from './Columns.css';

export type ColumnsProps = ComponentPropsWithoutRef<'div'> & {
  /** The space between the columns, and between them when they are stacked. */
  space: Responsive<Space>;
  /** Below this breakpoint the columns stack, first one on top; without it they always sit side by side. */
  collapseBelow?: css.CollapseBelow;
  alignY?: css.ColumnsAlignY;
};

/**
 * Columns side by side that stack on narrow screens (Braid's Columns); each child is a `Column`.
 * Accessibility: the columns are read in source order, which is also the order they stack in on a phone.
 */
export function Columns({ space, collapseBelow, alignY = 'stretch', className, ...props }: ColumnsProps) {
  return (
    <div
      {...props}
      className={cx(
        css.columns,
        css.row[collapseBelow ?? 'always'],
        ...spaceClasses([[gapSpace, space]]),
        alignY !== 'stretch' && css.alignY[alignY],
        className,
      )}
    />
  );
}

export type ColumnProps = ComponentPropsWithoutRef<'div'> & {
  /** Its share of the row: a fraction, `content` (as wide as it needs) or `fill` (what is left, the default). */
  width?: css.ColumnWidth;
};

/**
 * One column of Columns: fills what is left, or takes a set share of the width (`width`). Use only inside Columns.
 * Accessibility: read in source order within Columns.
 */
export function Column({ width = 'fill', className, ...props }: ColumnProps) {
  return <div {...props} className={cx(css.column[width], className)} />;
}
