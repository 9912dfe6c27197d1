import { cn } from '../../lib/cn';

/** The product mark: a receipt ("comanda") on the brand colour. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={cn('size-9', className)} aria-hidden="true">
      <rect width="64" height="64" rx="14" className="fill-brand-600" />
      <path d="M20 18h24a4 4 0 0 1 4 4v26l-5-3-5 3-5-3-5 3-5-3-5 3V22a4 4 0 0 1 4-4z" fill="#fff" />
      <path d="M24 28h16M24 35h12" className="stroke-brand-600" strokeWidth="3.5" strokeLinecap="round" />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <LogoMark />
      <span className="text-xl font-bold tracking-tight text-gray-900">Comanda</span>
    </span>
  );
}
