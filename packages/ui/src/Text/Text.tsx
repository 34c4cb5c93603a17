import type { ComponentPropsWithoutRef } from 'react';
import { cx } from '../styles/cx';
import * as css from './Text.css';

export type TextProps = ComponentPropsWithoutRef<'p'> & {
  as?: 'p' | 'span' | 'div' | 'strong' | 'small';
  size?: css.TextSize;
  tone?: css.TextTone;
  weight?: css.TextWeight;
};

/**
 * Body text in the type scale: size, tone and weight from the tokens; unset, it inherits from its parent.
 * Accessibility: a paragraph (or the element `as` names); its muted tone still holds 4.5:1 against the page.
 */
export function Text({ as: Element = 'p', size, tone, weight, className, ...props }: TextProps) {
  return <Element {...props} className={cx(size && css.size[size], tone && css.tone[tone], weight && css.weight[weight], className)} />;
}
