import type { Ref, SelectHTMLAttributes } from 'react';
import { controlClasses, FieldFrame, type FieldProps } from './field';

type Option = { value: string; label: string };

type SelectFieldProps = FieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> & {
    ref?: Ref<HTMLSelectElement>;
    options: readonly Option[];
    placeholder?: string;
  };

export function SelectField({ label, error, hint, optional, className, options, placeholder, ref, ...select }: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} optional={optional} className={className}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          ref={ref}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={controlClasses(invalid, 'h-10 pr-8')}
          {...select}
        >
          {placeholder !== undefined ? (
            <option value="" disabled>
              {placeholder}
            </option>
          ) : null}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
