import { useState, type ChangeEvent, type ComponentProps, type FocusEvent } from 'react';
import { loadPhoneFormat, phoneFormatIfLoaded } from '../../lib/phone';
import { TextField } from './text-field';

type PhoneFieldProps = ComponentProps<typeof TextField>;

/**
 * A Brazilian phone typed freely and formatted as it grows ((11) 91234-5678). Formatting only while
 * typing forward: reformatting on delete would put back the bracket the person just erased. The
 * formatting rules load when the field is focused (lib/phone.ts); keys typed before they arrive
 * stay as typed, and the next key formats the whole number. `data-phone-format` says whether they
 * have arrived (what a test waits for before typing).
 */
export function PhoneField({ onChange, onFocus, ...props }: PhoneFieldProps) {
  const [ready, setReady] = useState(() => phoneFormatIfLoaded() !== null);
  const load = () => {
    loadPhoneFormat().then(
      () => setReady(true),
      () => undefined,
    );
  };
  function handleFocus(event: FocusEvent<HTMLInputElement>) {
    load();
    onFocus?.(event);
  }
  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const previous = input.dataset['previous'] ?? '';
    const format = phoneFormatIfLoaded();
    if (!format) load(); // typed without a focus first (autofill)
    else if (input.value.length > previous.length && !input.value.startsWith('+')) {
      input.value = format.formatTypedPhone(input.value);
    }
    input.dataset['previous'] = input.value;
    onChange?.(event);
  }
  return (
    <TextField
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder="(11) 91234-5678"
      {...props}
      data-phone-format={ready ? 'ready' : 'loading'}
      onFocus={handleFocus}
      onChange={handleChange}
    />
  );
}
