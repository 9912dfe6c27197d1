import type { InputHTMLAttributes, Ref } from 'react';
import { useCharLimit } from './char-limit';
import { controlClasses, FieldFrame, type FieldProps } from './field';

type TextFieldProps = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'maxLength'> & {
    ref?: Ref<HTMLInputElement>;
    inputClassName?: string;
    /** The field's limit, from its schema (`textLimit`): counted near it, refused past it, never cut. */
    maxChars?: number | undefined;
  };

export function TextField({ label, error, hint, optional, className, inputClassName, ref, maxChars, onChange, ...input }: TextFieldProps) {
  const counted = useCharLimit(maxChars, { value: input.value, onChange, ref });
  return (
    <FieldFrame label={label} error={error} hint={hint} optional={optional} className={className} limit={counted.limit}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          ref={counted.ref}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={controlClasses(invalid, `h-10 ${inputClassName ?? ''}`)}
          onChange={counted.onChange}
          {...input}
        />
      )}
    </FieldFrame>
  );
}
