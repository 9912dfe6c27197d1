import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { toLang } from '@comanda/domain/validation/lang';
import { cleanPercentText, formatPercentText, parsePercentText } from '../../lib/percent-text';
import { TextField } from './text-field';

type PercentFieldProps = Omit<ComponentProps<typeof TextField>, 'value' | 'onChange' | 'type'> & {
  /** The percentage (12.5 for 12,5%); null when the box is empty. */
  value: number | null;
  onChange: (percent: number | null) => void;
};

/**
 * A percentage typed as text ("12,5"): the box keeps what is typed, so "12," stays on screen while
 * the form already holds 12; a new value from outside (a reset, a reload) rewrites the text.
 */
export function PercentField({ value, onChange, ...props }: PercentFieldProps) {
  const { i18n } = useTranslation();
  const lang = toLang(i18n.language);
  const [text, setText] = useState(() => formatPercentText(value, lang));
  // The text stands for `value` unless the value came from elsewhere: then the value wins.
  if (parsePercentText(text) !== value) {
    const fromValue = formatPercentText(value, lang);
    if (fromValue !== text) setText(fromValue);
  }

  return (
    <TextField
      {...props}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={text}
      onChange={(event) => {
        const next = cleanPercentText(event.target.value);
        setText(next);
        onChange(parsePercentText(next));
      }}
    />
  );
}
