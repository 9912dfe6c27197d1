import type { ComponentProps, KeyboardEvent, SyntheticEvent } from 'react';
import { formatMoney } from '../../lib/format';
import { TextField } from './text-field';

type MoneyFieldProps = Omit<ComponentProps<typeof TextField>, 'value' | 'onChange' | 'type'> & {
  /** Centavos (integer), as the API expects money (DESIGN §4). */
  value: number | undefined;
  onChange: (cents: number) => void;
  currency?: string;
  maxCents?: number;
};

function caretToEnd(event: SyntheticEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  const end = input.value.length;
  if (input.selectionStart !== end || input.selectionEnd !== end) input.setSelectionRange(end, end);
}

/**
 * Money typed the way Brazilian card machines do: digits fill from the right, so typing 5, 0, 0
 * reads R$ 5,00 and Backspace drops the last digit. The caret stays at the end; the form holds
 * centavos, so no floating point is involved.
 */
export function MoneyField({ value, onChange, currency = 'BRL', maxCents = 100_000_00, ...props }: MoneyFieldProps) {
  const cents = value ?? 0;

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (/^\d$/.test(event.key)) {
      event.preventDefault();
      const next = cents * 10 + Number(event.key);
      if (next <= maxCents) onChange(next);
    } else if (event.key === 'Backspace' || event.key === 'Delete') {
      event.preventDefault();
      onChange(Math.floor(cents / 10));
    }
  }

  return (
    <TextField
      {...props}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      value={formatMoney(cents, currency)}
      onKeyDown={onKeyDown}
      onFocus={caretToEnd}
      onSelect={caretToEnd}
      // Paste, autofill and on-screen keyboards that send no key: keep the digits of the new text.
      onChange={(event) => {
        const digits = event.target.value.replace(/\D/g, '').replace(/^0+/, '').slice(0, 10);
        onChange(Math.min(digits ? Number.parseInt(digits, 10) : 0, maxCents));
      }}
    />
  );
}
