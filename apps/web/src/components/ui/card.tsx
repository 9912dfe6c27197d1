import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

type CardProps = {
  title?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  className?: string;
  children?: ReactNode;
  /** Heading level of the title, so pages keep a sensible outline. */
  as?: 'h2' | 'h3';
};

export function Card({ title, description, actions, className, children, as: Heading = 'h2' }: CardProps) {
  return (
    <section className={cn('rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-6', className)}>
      {title || actions ? (
        <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            {title ? <Heading className="text-base font-semibold text-gray-900">{title}</Heading> : null}
            {description ? <p className="mt-1 text-sm text-gray-500">{description}</p> : null}
          </div>
          {actions ? <div className="flex shrink-0 gap-2">{actions}</div> : null}
        </div>
      ) : null}
      {children}
    </section>
  );
}
