import type { Ref, TextareaHTMLAttributes } from 'react';
import { useCharLimit } from './char-limit';
import { controlClasses, FieldFrame, type FieldProps } from './field';

type TextAreaFieldProps = FieldProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className' | 'maxLength'> & {
    ref?: Ref<HTMLTextAreaElement>;
    /** The field's limit, from its schema (`textLimit`): counted near it, refused past it, never cut. */
    maxChars?: number | undefined;
  };

/** A multi-line TextField: label, hint, error and the same character limit. */
export function TextAreaField({ label, error, hint, optional, className, ref, maxChars, onChange, rows = 3, ...textarea }: TextAreaFieldProps) {
  const counted = useCharLimit(maxChars, { value: textarea.value, onChange, ref });
  return (
    <FieldFrame label={label} error={error} hint={hint} optional={optional} className={className} limit={counted.limit}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          ref={counted.ref}
          rows={rows}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={controlClasses(invalid, 'py-2')}
          onChange={counted.onChange}
          {...textarea}
        />
      )}
    </FieldFrame>
  );
}
