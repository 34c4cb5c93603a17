import type { ComponentPropsWithoutRef, ElementType } from 'react';
import { gapSpace, type Space } from '../Box/atoms.css';
import { spaceStyles, type Responsive } from '../Box/responsive';
import { cx } from '../styles/cx';
import * as css from './Stack.css';

export type StackProps = ComponentPropsWithoutRef<'div'> &
  Pick<ComponentPropsWithoutRef<'ol'>, 'reversed' | 'start'> & {
  /** The element: a list (`ul`, `ol`) keeps its list semantics in every screen reader. */
  as?: 'div' | 'section' | 'ul' | 'ol' | 'li' | 'article' | 'header' | 'footer' | 'nav' | 'fieldset' | 'form' | 'dl' | 'figure';
  /** The space between children, from the space tokens; per breakpoint if it changes with the width. */
  space: Responsive<Space>;
  /** How narrower children sit across the stack; `stretch` (the default) gives each the full width. */
  align?: css.StackAlign;
};

/** Children one under the other with the same space between them (Braid's Stack): the page's vertical rhythm. */
export function Stack({ as = 'div', space, align = 'stretch', className, style, ...props }: StackProps) {
  const gap = spaceStyles([[gapSpace, space]]);
  const isList = as === 'ul' || as === 'ol';
  // One props type for every element it may render as (they differ only in event targets).
  const Element = as as ElementType;
  return (
    <Element
      role={isList ? 'list' : undefined}
      {...props}
      style={{ ...gap.style, ...style }}
      className={cx(css.stack, ...gap.classNames, align !== 'stretch' && css.align[align], className)}
    />
  );
}
