import type { ComponentPropsWithoutRef, ElementType } from 'react';
import { cx } from '../styles/cx';
import { gapSpace, type Space } from './atoms.css';
import { spaceClasses, type Responsive } from './responsive';

export type GapElementProps = ComponentPropsWithoutRef<'div'> &
  Pick<ComponentPropsWithoutRef<'ol'>, 'reversed' | 'start'> & {
    as: ElementType;
    /** The space between children, from the space tokens; per breakpoint if it changes with the width. */
    space: Responsive<Space>;
  };

/**
 * The element under Stack and Inline: the gap as a space token, and a list (`ul`, `ol`) that keeps its
 * list role in every screen reader once the layout's reset takes its bullets away.
 */
export function GapElement({ as: Element, space, className, ...props }: GapElementProps) {
  const isList = Element === 'ul' || Element === 'ol';
  return <Element role={isList ? 'list' : undefined} {...props} className={cx(className, ...spaceClasses([[gapSpace, space]]))} />;
}
