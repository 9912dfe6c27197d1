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
      {hint && !error ? (
        <p id={hintId} className="text-xs text-gray-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-xs font-medium text-red-600" role="alert">
          {error}
        </p>
      ) : null}
    </div>
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
