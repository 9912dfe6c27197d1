import { cn } from '../../lib/cn';

type AvatarProps = { src?: string | null; initials: string; className?: string };

/** The photo when there is one, otherwise the initials; decorative next to the visible name. */
export function Avatar({ src, initials, className }: AvatarProps) {
  return (
    <span
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 text-sm font-semibold text-brand-800',
        className,
      )}
      aria-hidden="true"
    >
      {src ? <img src={src} alt="" className="size-full object-cover" /> : initials.slice(0, 2).toUpperCase()}
    </span>
  );
}
