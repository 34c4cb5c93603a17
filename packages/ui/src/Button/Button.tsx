import { Button as AriakitButton, type ButtonProps as AriakitButtonProps } from '@ariakit/react';
import { cx } from '../styles/cx';
import { button, type ButtonVariants } from './Button.css';
import { Link, type LinkProps } from '../Link/Link';

export type ButtonProps = AriakitButtonProps & ButtonVariants;

export function Button({ tone, size, className, ...props }: ButtonProps) {
  return <AriakitButton {...props} className={cx(button({ tone, size }), className)} />;
}

export type ButtonLinkProps = LinkProps & ButtonVariants;

/** A link that looks like a button: for navigation, never for actions. */
export function ButtonLink({ tone, size, className, ...props }: ButtonLinkProps) {
  return <Link {...props} className={cx(button({ tone, size }), className)} />;
}
