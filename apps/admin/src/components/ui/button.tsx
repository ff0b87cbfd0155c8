import { Button as AriaButton, type ButtonProps } from 'react-aria-components';
import styles from './ui.module.css';

type Props = Omit<ButtonProps, 'className'> & { variant?: 'primary' | 'secondary' | 'danger' | 'quiet' };

/** A button of the back office (react-aria: keyboard, press and focus states). */
export function Button({ variant = 'secondary', ...props }: Props) {
  return <AriaButton {...props} className={`${styles.button} ${styles[variant]}`} />;
}

/** The class names of a button, for a link that looks like one. */
export function buttonClass(variant: 'primary' | 'secondary' | 'quiet' = 'secondary'): string {
  return `${styles.button} ${styles[variant]}`;
}
