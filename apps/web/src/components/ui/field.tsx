import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { CharCount, isCountShown, useOverLimitMessage, type CharLimit } from './char-limit';

export type FieldProps = {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  optional?: ReactNode;
  className?: string;
};

type FieldFrameProps = FieldProps & {
  /** A text control's length and limit (char-limit.tsx): a counter near it, a message past it. */
  limit?: CharLimit | undefined;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
};

/** Label, control, hint and error, tied together by ids so screen readers and getByLabel work. */
export function FieldFrame({ label, error: given, hint, optional, className, limit, children }: FieldFrameProps) {
  const id = useId();
  const overLimit = useOverLimitMessage(limit);
  const error = given ?? overLimit;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const countId = isCountShown(limit) ? `${id}-count` : undefined;
  const describedBy = [hintId, errorId, countId].filter(Boolean).join(' ') || undefined;
  const notes = (
    <>
      {hint && !error ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </>
  );
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-gray-700">
        {label}
        {optional ? <span className="ml-1 font-normal text-gray-400">({optional})</span> : null}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {countId ? (
        <div className="flex items-start gap-3">
          {notes}
          <CharCount id={countId} limit={limit} />
        </div>
      ) : (
        notes
      )}
    </div>
  );
}

type FieldTextProps = { id?: string | undefined; className?: string; children: ReactNode };

/** A field's error, announced as it appears; `id` is what the control's aria-describedby names. */
export function FieldError({ id, className, children }: FieldTextProps) {
  return (
    <p id={id} className={cn('text-xs font-medium text-red-600', className)} role="alert">
      {children}
    </p>
  );
}

/** The quiet line under a field that says what it expects. */
export function FieldHint({ id, className, children }: FieldTextProps) {
  return (
    <p id={id} className={cn('text-xs text-gray-500', className)}>
      {children}
    </p>
  );
}

export const controlClasses = (invalid: boolean, extra?: string) =>
  cn(
    'block w-full rounded-lg border bg-white px-3 text-sm text-gray-900 shadow-xs transition-colors',
    'placeholder:text-gray-400 focus:outline-none focus:ring-2',
    'disabled:cursor-not-allowed disabled:bg-gray-50 disabled:text-gray-500 read-only:bg-gray-50',
    invalid
      ? 'border-red-400 focus:border-red-500 focus:ring-red-200'
      : 'border-gray-300 focus:border-brand-500 focus:ring-brand-200',
    extra,
  );
