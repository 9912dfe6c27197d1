import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cn } from '../../lib/cn';

type SwitchFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role'> & {
  label: ReactNode;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/**
 * An on/off setting: a real checkbox (so forms, keyboards and Playwright's check() work) with the
 * switch role and look, its label beside it and an optional hint under the label.
 */
export function SwitchField({ label, hint, id, ref, className, ...input }: SwitchFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <span className="relative mt-0.5 inline-flex h-6 w-11 shrink-0">
        <input
          id={inputId}
          ref={ref}
          type="checkbox"
          role="switch"
          aria-describedby={hintId}
          className="peer absolute inset-0 z-10 m-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
          {...input}
        />
        <span
          aria-hidden="true"
          className="size-full rounded-full bg-gray-300 transition-colors peer-checked:bg-brand-600 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 peer-focus-visible:ring-offset-2 peer-disabled:opacity-50"
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow-sm ring-1 ring-gray-900/5 transition-transform peer-checked:translate-x-5"
        />
      </span>
      <div className="min-w-0">
        <label htmlFor={inputId} className="cursor-pointer text-sm font-medium text-gray-800 select-none">
          {label}
        </label>
        {hint ? (
          <p id={hintId} className="mt-0.5 text-xs text-gray-500">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
