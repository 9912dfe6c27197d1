import { AsYouType } from 'libphonenumber-js/min';
import type { ChangeEvent, ComponentProps } from 'react';
import { TextField } from './text-field';

type PhoneFieldProps = ComponentProps<typeof TextField>;

/**
 * A Brazilian phone typed freely and formatted as it grows ((11) 91234-5678). Formatting only while
 * typing forward: reformatting on delete would put back the bracket the person just erased.
 */
export function PhoneField({ onChange, ...props }: PhoneFieldProps) {
  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const previous = input.dataset['previous'] ?? '';
    if (input.value.length > previous.length && !input.value.startsWith('+')) {
      input.value = new AsYouType('BR').input(input.value);
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
      onChange={handleChange}
    />
  );
}
