import { cn } from '../../lib/cn';

type SwitchProps = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The accessible name ("Disponível: Broto"); a visible text beside it may be shorter. */
  label: string;
  disabled?: boolean;
  size?: 'sm' | 'md';
  className?: string;
};

/**
 * An on/off switch acting at once (role="switch"), named by `label`, for a row of a list. In a form,
 * with a visible label, use SwitchField.
 */
export function Switch({ checked, onChange, label, disabled = false, size = 'md', className }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className={cn(
        'relative inline-flex shrink-0 items-center rounded-full transition-colors',
        'focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 focus-visible:outline-none',
        'disabled:cursor-not-allowed disabled:opacity-50',
        size === 'md' ? 'h-6 w-11' : 'h-5 w-9',
        checked ? 'bg-brand-600' : 'bg-gray-300',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'inline-block rounded-full bg-white shadow-sm transition-transform',
          size === 'md' ? 'size-5' : 'size-4',
          checked ? (size === 'md' ? 'translate-x-5.5' : 'translate-x-4.5') : 'translate-x-0.5',
        )}
      />
    </button>
  );
}
