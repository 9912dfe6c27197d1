import type { ReactNode } from 'react';
import { AlertTriangle, CheckCircle2, Info, XCircle } from 'lucide-react';
import { cn } from '../../lib/cn';

type Tone = 'info' | 'success' | 'warning' | 'error';

const TONES: Record<Tone, { box: string; icon: typeof Info }> = {
  info: { box: 'bg-sky-50 text-sky-900 ring-sky-200', icon: Info },
  success: { box: 'bg-emerald-50 text-emerald-900 ring-emerald-200', icon: CheckCircle2 },
  warning: { box: 'bg-amber-50 text-amber-900 ring-amber-200', icon: AlertTriangle },
  error: { box: 'bg-red-50 text-red-900 ring-red-200', icon: XCircle },
};

type AlertProps = { tone?: Tone; title?: ReactNode; children?: ReactNode; className?: string; actions?: ReactNode };

export function Alert({ tone = 'info', title, children, className, actions }: AlertProps) {
  const { box, icon: Icon } = TONES[tone];
  return (
    <div
      className={cn('flex gap-3 rounded-lg p-4 text-sm ring-1 ring-inset', box, className)}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className={cn(title && 'mt-1')}>{children}</div> : null}
        {actions ? <div className="mt-3 flex flex-wrap gap-2">{actions}</div> : null}
      </div>
    </div>
  );
}
