import type { ComponentProps } from 'react';
import { TextField } from './text-field';

/** A 6-digit code received by WhatsApp or e-mail: numeric keypad, the phone's code autofill, spaced digits. */
export function CodeField(props: Omit<ComponentProps<typeof TextField>, 'inputMode' | 'autoComplete'>) {
  return <TextField inputMode="numeric" autoComplete="one-time-code" inputClassName="max-w-40 tracking-[0.3em]" {...props} />;
}
