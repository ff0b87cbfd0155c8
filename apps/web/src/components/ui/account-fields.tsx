import { LIMITS } from '@shop/contract';
import type { ComponentProps } from 'react';
import { TextField } from './text-field.tsx';

type Props = Omit<ComponentProps<typeof TextField>, 'type'>;

/** A required password input (a new password unless `autoComplete` says otherwise). */
export function PasswordField(props: Props) {
  return <TextField type="password" autoComplete="new-password" maxLength={LIMITS.password} aria-required {...props} />;
}

/** A required e-mail input: no capitals, no spell check. */
export function EmailField(props: Props) {
  return (
    <TextField
      type="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={LIMITS.email}
      aria-required
      {...props}
    />
  );
}

/** A username input (the e-mail or customer number people sign in with): no capitals, no spell check. */
export function UsernameField(props: Props) {
  return <TextField autoComplete="username" autoCapitalize="none" spellCheck={false} {...props} />;
}
