import type { ComponentPropsWithoutRef } from 'react';
import type { Space } from '../Box/atoms.css';
import { GapElement } from '../Box/GapElement';
import type { Responsive } from '../Box/responsive';
import { cx } from '../styles/cx';
import * as css from './Inline.css';

export type InlineProps = ComponentPropsWithoutRef<'div'> & {
  as?: 'div' | 'p' | 'ul' | 'ol' | 'li' | 'nav' | 'footer';
  /** The space between children, across and between the lines they wrap onto. */
  space: Responsive<Space>;
  align?: css.InlineAlign;
  alignY?: css.InlineAlignY;
};

/**
 * Children side by side, wrapping onto new lines when the row is full (Braid's Inline): buttons, tags, links.
 * Accessibility: read in source order; with `as="ul"` a real list.
 */
export function Inline({ as = 'div', space, align = 'start', alignY = 'center', className, ...props }: InlineProps) {
  return <GapElement as={as} space={space} {...props} className={cx(css.inline, css.align[align], css.alignY[alignY], className)} />;
}
