import type { ComponentProps } from 'react';
import { cx } from '../styles/cx';
import * as css from './Heading.css';

export type HeadingLevel = 1 | 2 | 3 | 4;

export type HeadingProps = ComponentProps<'h2'> & {
  /** The place in the page's outline (h1–h4). The look follows it unless `size` says otherwise. */
  level: HeadingLevel;
  size?: css.HeadingSize;
};

const sizeOfLevel: Record<HeadingLevel, css.HeadingSize> = { 1: 'display', 2: 'xxxl', 3: 'xl', 4: 'lg' };

/** A heading whose level is the outline and whose size is the look, so neither is chosen for the other's sake. */
export function Heading({ level, size = sizeOfLevel[level], className, ...props }: HeadingProps) {
  const Element = `h${level}` as const;
  return <Element {...props} className={cx(css.heading, css.size[size], className)} />;
}
