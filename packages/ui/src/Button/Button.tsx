import { Button as AriakitButton, type ButtonProps as AriakitButtonProps } from '@ariakit/react';
import { cx } from '../styles/cx';
import { button, type ButtonVariants } from './Button.css';

export type ButtonProps = AriakitButtonProps & ButtonVariants;

export function Button({ tone, size, className, ...props }: ButtonProps) {
  return <AriakitButton {...props} className={cx(button({ tone, size }), className)} />;
}

export { ButtonLink, type ButtonLinkProps } from './ButtonLink';
