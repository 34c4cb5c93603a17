import { cx } from '../styles/cx';
import { button, type ButtonVariants } from './Button.css';
import { Link, type LinkProps } from '../Link/Link';

export type ButtonLinkProps = LinkProps & ButtonVariants;

/**
 * A link that looks like a button: for navigation, never for actions. A file of its own, so pages
 * that only link never share a chunk with Ariakit's Button.
 * Accessibility: a link (it goes somewhere), read as a link whatever it looks like; its text names where it goes.
 */
export function ButtonLink({ tone, size, className, ...props }: ButtonLinkProps) {
  return <Link {...props} className={cx(button({ tone, size }), className)} />;
}
