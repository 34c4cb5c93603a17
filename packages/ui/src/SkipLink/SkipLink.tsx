import type { ComponentPropsWithoutRef } from 'react';
import { skipLink } from './SkipLink.css';
import { cx } from '../styles/cx';

export type SkipLinkProps = ComponentPropsWithoutRef<'a'> & { href?: string };

/** First Tab stop of every page; slides into view when focused. */
export function SkipLink({ href = '#main', className, children, ...props }: SkipLinkProps) {
  return (
    <a href={href} {...props} className={cx(skipLink, className)}>
      {children}
    </a>
  );
}
