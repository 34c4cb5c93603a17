import type { ComponentPropsWithoutRef } from 'react';
import type { Space } from '../Box/atoms.css';
import { GapElement } from '../Box/GapElement';
import type { Responsive } from '../Box/responsive';
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

/**
 * Children one under the other with the same space between them (Braid's Stack): the page's vertical rhythm.
 * Accessibility: read in source order; with `as="ul"` or `"ol"` a real list.
 */
export function Stack({ as = 'div', space, align = 'stretch', className, ...props }: StackProps) {
  return <GapElement as={as} space={space} {...props} className={cx(css.stack, align !== 'stretch' && css.align[align], className)} />;
}
