import type { InputHTMLAttributes, Ref } from 'react';
import { controlClasses, FieldFrame, type FieldProps } from './field';

type TextFieldProps = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> & { ref?: Ref<HTMLInputElement>; inputClassName?: string };

export function TextField({ label, error, hint, optional, className, inputClassName, ref, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} optional={optional} className={className}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          ref={ref}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={controlClasses(invalid, `h-10 ${inputClassName ?? ''}`)}
          {...input}
        />
      )}
    </FieldFrame>
  );
}
