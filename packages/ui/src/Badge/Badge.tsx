import type { ComponentPropsWithoutRef } from 'react';
import { cx } from '../styles/cx';
import * as css from './Badge.css';

export type BadgeProps = ComponentPropsWithoutRef<'span'> & {
  /** A `p` when the badge is a line of its own (a card's label); a `span` inside a line. */
  as?: 'span' | 'p';
  tone?: css.BadgeTone;
  size?: css.BadgeSize;
};

/** A short label on a pill: a category, a status, 'Προτεινόμενο'. Its colours come in pairs that read at 4.5:1. */
export function Badge({ as: Element = 'span', tone = 'brand', size = 'md', className, ...props }: BadgeProps) {
  return <Element {...props} className={cx(css.badge, css.size[size], css.tone[tone], className)} />;
}
