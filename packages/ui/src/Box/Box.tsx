import type { ComponentPropsWithoutRef, ElementType } from 'react';
import { cx } from '../styles/cx';
import * as atoms from './atoms.css';
import { spaceClasses, type Responsive } from './responsive';

export type BoxProps = Omit<ComponentPropsWithoutRef<'div'>, 'color'> & {
  /** The element to render: pick the one that says what the block is (section, ul, article…). */
  as?: ElementType;
  display?: (typeof atoms.displays)[number];
  padding?: Responsive<atoms.Space>;
  paddingX?: Responsive<atoms.Space>;
  paddingY?: Responsive<atoms.Space>;
  gap?: Responsive<atoms.Space>;
  background?: atoms.Background;
  borderRadius?: (typeof atoms.radii)[number];
  boxShadow?: (typeof atoms.shadows)[number];
  textAlign?: (typeof atoms.textAligns)[number];
};

/**
 * The one block every layout is made of (Braid's Box): spacing, surface, radius and shadow from the
 * tokens through props, so a page or a component gets its layout without writing CSS. It has no margin
 * on purpose: the parent's Stack, Inline or Columns spaces its children.
 * Accessibility: a `div` (or the element `as` names) with no role of its own: the reading order is the order of its children.
 */
export function Box({
  as: Element = 'div',
  display,
  padding,
  paddingX,
  paddingY,
  gap,
  background,
  borderRadius,
  boxShadow,
  textAlign,
  className,
  ...props
}: BoxProps) {
  const space = spaceClasses([
    [atoms.paddingSpace, padding],
    [atoms.paddingInlineSpace, paddingX],
    [atoms.paddingBlockSpace, paddingY],
    [atoms.gapSpace, gap],
  ]);
  return (
    <Element
      {...props}
      className={cx(
        display && atoms.display[display],
        ...space,
        background && atoms.background[background],
        borderRadius && atoms.borderRadius[borderRadius],
        boxShadow && atoms.boxShadow[boxShadow],
        textAlign && atoms.textAlign[textAlign],
        className,
      )}
    />
  );
}
