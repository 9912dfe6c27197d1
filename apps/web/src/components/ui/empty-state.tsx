import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

/** The dashed panel with a round icon that empty and not-yet-built states share. */
export function StatePanel({ icon: Icon, testId, children }: { icon: LucideIcon; testId: string; children: ReactNode }) {
  return (
    <div
      className="flex flex-col items-center justify-center rounded-xl border border-dashed border-gray-300 bg-white px-6 py-14 text-center"
      data-testid={testId}
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <Icon className="size-7" aria-hidden="true" />
      </span>
      {children}
    </div>
  );
}

type EmptyStateProps = { icon: LucideIcon; title: ReactNode; description?: ReactNode; action?: ReactNode };

export function EmptyState({ icon, title, description, action }: EmptyStateProps) {
  return (
    <StatePanel icon={icon} testId="empty-state">
      <p className="mt-4 text-base font-semibold text-gray-900">{title}</p>
      {description ? <p className="mt-1 max-w-md text-sm text-gray-500">{description}</p> : null}
      {action ? <div className="mt-6">{action}</div> : null}
    </StatePanel>
  );
}
