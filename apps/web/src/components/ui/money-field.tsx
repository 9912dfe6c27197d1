import { useRef, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { toLang } from '@comanda/domain/validation/lang';
import { formatMoney } from '../../lib/format';
import { centsToMoneyText, editMoneyText, moneyTextToCents, pasteMoneyText } from '../../lib/money-text';
import { TextField } from './text-field';

type MoneyFieldProps = Omit<ComponentProps<typeof TextField>, 'value' | 'onChange' | 'type' | 'inputMode'> & {
  /** Centavos (integer), as the API expects money (DESIGN §4). */
  value: number | undefined;
  onChange: (cents: number) => void;
  currency?: string;
  maxCents?: number;
};

/** Writes the text into the control now, keeping the caret where the person was typing. */
function putText(input: HTMLInputElement, text: string, caret: number) {
  if (input.value === text) return;
  input.value = text;
  input.setSelectionRange(caret, caret);
}

/**
 * The one money input (docs/decisions/0037-money-input.md). Shows the amount formatted
 * (R$ 1.234,50); on focus it turns into the plain amount ("1234,50"), all selected, which is typed
 * like a calculator: 5 is R$ 5,00, and a selection is replaced by what is typed or pasted. The form
 * holds centavos, so no floating point is involved.
 */
export function MoneyField({ value, onChange, onFocus, onBlur, onMouseDown, onMouseUp, currency = 'BRL', maxCents = 100_000_00, ...props }: MoneyFieldProps) {
  const { i18n } = useTranslation();
  const lang = toLang(i18n.language);
  const cents = value ?? 0;
  const [editing, setEditing] = useState<string | null>(null);
  // A click that focuses the field must not undo the select-all on focus when the button comes up.
  const keepSelection = useRef(false);

  // A new amount from outside while editing (a reset, "apply to all") rewrites the text.
  if (editing !== null && moneyTextToCents(editing) !== cents) setEditing(centsToMoneyText(cents, lang));

  function accept(input: HTMLInputElement, next: string, caret: number) {
    putText(input, next, Math.max(0, Math.min(caret, next.length)));
    setEditing(next);
    const nextCents = moneyTextToCents(next);
    if (nextCents !== cents) onChange(nextCents);
  }

  return (
    <TextField
      {...props}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      placeholder={editing === null ? undefined : lang === 'pt' ? '0,00' : '0.00'}
      value={editing ?? formatMoney(cents, currency)}
      onMouseDown={(event) => {
        keepSelection.current = document.activeElement !== event.currentTarget;
        onMouseDown?.(event);
      }}
      onMouseUp={(event) => {
        if (keepSelection.current) event.preventDefault();
        keepSelection.current = false;
        onMouseUp?.(event);
      }}
      onFocus={(event) => {
        const text = centsToMoneyText(cents, lang);
        putText(event.currentTarget, text, text.length);
        event.currentTarget.select();
        setEditing(text);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        setEditing(null);
        onBlur?.(event);
      }}
      onPaste={(event) => {
        event.preventDefault();
        const input = event.currentTarget;
        const previous = editing ?? input.value;
        const next = pasteMoneyText(previous, input.selectionStart ?? 0, input.selectionEnd ?? previous.length, event.clipboardData.getData('text'), lang, maxCents);
        accept(input, next, next.length);
      }}
      onChange={(event) => {
        const input = event.target;
        const previous = editing ?? centsToMoneyText(cents, lang);
        const next = editMoneyText(previous, input.value, lang, maxCents);
        accept(input, next, (input.selectionStart ?? input.value.length) - (input.value.length - next.length));
      }}
    />
  );
}
