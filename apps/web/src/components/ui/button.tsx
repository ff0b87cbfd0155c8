import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'link';

/** Class names of a button look, for native buttons, links and react-aria buttons alike. */
export function buttonClass(variant: ButtonVariant = 'primary', block = false, extra?: string): string {
  return [styles.button, styles[variant], block ? styles.block : '', extra ?? ''].filter(Boolean).join(' ');
}

type Props = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; block?: boolean };

export function Button({ variant = 'primary', block = false, className, type = 'button', ...rest }: Props) {
  return <button type={type} className={buttonClass(variant, block, className)} {...rest} />;
}
