import type { ComponentPropsWithoutRef, ElementType } from 'react';
import { gapSpace, type Space } from '../Box/atoms.css';
import { spaceStyles, type Responsive } from '../Box/responsive';
import { cx } from '../styles/cx';
import * as css from './Inline.css';

export type InlineProps = ComponentPropsWithoutRef<'div'> & {
  as?: 'div' | 'p' | 'ul' | 'ol' | 'li' | 'nav' | 'footer';
  /** The space between children, across and between the lines they wrap onto. */
  space: Responsive<Space>;
  align?: css.InlineAlign;
  alignY?: css.InlineAlignY;
};

/** Children side by side, wrapping onto new lines when the row is full (Braid's Inline): buttons, tags, links. */
export function Inline({ as = 'div', space, align = 'start', alignY = 'center', className, style, ...props }: InlineProps) {
  const gap = spaceStyles([[gapSpace, space]]);
  const isList = as === 'ul' || as === 'ol';
  // One props type for every element it may render as (they differ only in event targets).
  const Element = as as ElementType;
  return (
    <Element
      role={isList ? 'list' : undefined}
      {...props}
      style={{ ...gap.style, ...style }}
      className={cx(css.inline, ...gap.classNames, css.align[align], css.alignY[alignY], className)}
    />
  );
}
