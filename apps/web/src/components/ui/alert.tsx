import type { ReactNode } from 'react';
import { AlertTriangle, CheckCircle2, Info, X, XCircle } from 'lucide-react';
import { cn } from '../../lib/cn';

type Tone = 'info' | 'success' | 'warning' | 'error';

const TONES: Record<Tone, { box: string; icon: typeof Info }> = {
  info: { box: 'bg-sky-50 text-sky-900 ring-sky-200', icon: Info },
  success: { box: 'bg-emerald-50 text-emerald-900 ring-emerald-200', icon: CheckCircle2 },
  warning: { box: 'bg-amber-50 text-amber-900 ring-amber-200', icon: AlertTriangle },
  error: { box: 'bg-red-50 text-red-900 ring-red-200', icon: XCircle },
};

type AlertProps = {
  tone?: Tone;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
  actions?: ReactNode;
  /** A × in the corner, with this accessible label. */
  onClose?: () => void;
  closeLabel?: string;
  testId?: string;
};

export function Alert({ tone = 'info', title, children, className, actions, onClose, closeLabel, testId }: AlertProps) {
  const { box, icon: Icon } = TONES[tone];
  return (
    <div
      className={cn('flex gap-3 rounded-lg p-4 text-sm ring-1 ring-inset', box, className)}
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className={cn(title && 'mt-1')}>{children}</div> : null}
        {actions ? <div className="mt-3 flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {onClose ? (
        <button
          type="button"
          onClick={onClose}
          aria-label={closeLabel}
          title={closeLabel}
          className="-mt-1 -mr-1 size-8 shrink-0 rounded-md p-1.5 opacity-70 transition-opacity hover:bg-black/5 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-current focus-visible:outline-none"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}
