import { Button as AriakitButton, type ButtonProps as AriakitButtonProps } from '@ariakit/react';
import { cx } from '../styles/cx';
import { button, type ButtonVariants } from './Button.css';

export type ButtonProps = AriakitButtonProps & ButtonVariants;

/**
 * An action on this page: submits a form, opens a dialog, changes what is shown. Ariakit's button: focusable and
 * operable by keyboard even when disabled-but-focusable. To go to another address use ButtonLink (a link that looks
 * like a button), and for a link inside running text use Link.
 */
export function Button({ tone, size, className, ...props }: ButtonProps) {
  return <AriakitButton {...props} className={cx(button({ tone, size }), className)} />;
}

export { ButtonLink, type ButtonLinkProps } from './ButtonLink';
