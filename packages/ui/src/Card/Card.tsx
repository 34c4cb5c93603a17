import type { ComponentPropsWithoutRef, ElementType } from 'react';
import { paddingSpace, type Space } from '../Box/atoms.css';
import { spaceClasses, type Responsive } from '../Box/responsive';
import { Stack, type StackProps } from '../Stack/Stack';
import { cx } from '../styles/cx';
import * as css from './Card.css';

export type CardProps = ComponentPropsWithoutRef<'div'> & {
  as?: StackProps['as'];
  /** The space inside the card's edge, from the space tokens; none for a card whose parts run to its edge. */
  padding?: Responsive<Space>;
  /** The space between its children; without it the children flow as blocks. */
  space?: StackProps['space'];
  shadow?: css.CardShadow;
  tone?: css.CardTone;
};

/**
 * A card (Braid's Card): the surface, border and radius every card in the library shares, with its
 * padding and, given `space`, its children stacked. Like every primitive it has no outer margin; a
 * component adds what only it has (an accent border, a hover) through its own class, which wins.
 * Accessibility: the element `as` names (an `article`, a `section`, a list item) carries the meaning; the card itself adds none.
 */
export function Card({ as = 'div', padding, space, shadow = 'none', tone = 'default', className, ...props }: CardProps) {
  const classes = cx(
    css.card,
    css.tone[tone],
    shadow !== 'none' && css.shadow[shadow],
    ...spaceClasses([[paddingSpace, padding]]),
    className,
  );
  if (space) return <Stack as={as} space={space} {...props} className={classes} />;
  const Element = as as ElementType;
  return <Element {...props} className={classes} />;
}
