import type { ChangeEvent, ComponentProps, FocusEvent } from 'react';
import { loadPhoneFormat, phoneFormatIfLoaded } from '../../lib/phone';
import { TextField } from './text-field';

type PhoneFieldProps = ComponentProps<typeof TextField>;

/**
 * A Brazilian phone typed freely and formatted as it grows ((11) 91234-5678). Formatting only while
 * typing forward: reformatting on delete would put back the bracket the person just erased. The
 * formatting rules load when the field is focused (lib/phone.ts); keys typed before they arrive
 * stay as typed, and the next key formats the whole number.
 */
export function PhoneField({ onChange, onFocus, ...props }: PhoneFieldProps) {
  function handleFocus(event: FocusEvent<HTMLInputElement>) {
    void loadPhoneFormat().catch(() => undefined);
    onFocus?.(event);
  }
  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const previous = input.dataset['previous'] ?? '';
    const format = phoneFormatIfLoaded();
    if (!format) void loadPhoneFormat().catch(() => undefined); // typed without a focus first (autofill)
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
      onFocus={handleFocus}
      onChange={handleChange}
    />
  );
}
