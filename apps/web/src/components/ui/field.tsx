import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type FieldProps = {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  optional?: ReactNode;
  className?: string;
};

type FieldFrameProps = FieldProps & {
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
};

/** Label, control, hint and error, tied together by ids so screen readers and getByLabel work. */
export function FieldFrame({ label, error, hint, optional, className, children }: FieldFrameProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-gray-700">
        {label}
        {optional ? <span className="ml-1 font-normal text-gray-400">({optional})</span> : null}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint && !error ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
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
