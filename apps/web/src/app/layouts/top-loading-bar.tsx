import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePendingRequests } from '../../lib/loading-bar-store';
import { cn } from '../../lib/cn';

/** Spec §9: the bar appears only if work lasts longer than 200 ms, so quick calls never flash it. */
export const LOADING_BAR_THROTTLE_MS = 200;

type Phase = 'idle' | 'running' | 'finishing';

export function TopLoadingBar() {
  const { t } = useTranslation();
  const pending = usePendingRequests();
  const navigation = useNavigation();
  const active = pending > 0 || navigation.state !== 'idle';
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    if (active) {
      const timer = window.setTimeout(() => setPhase('running'), LOADING_BAR_THROTTLE_MS);
      return () => window.clearTimeout(timer);
    }
    setPhase((current) => (current === 'running' ? 'finishing' : 'idle'));
    return undefined;
  }, [active]);

  useEffect(() => {
    if (phase !== 'finishing') return undefined;
    const timer = window.setTimeout(() => setPhase('idle'), 350);
    return () => window.clearTimeout(timer);
  }, [phase]);

  if (phase === 'idle') return null;
  return (
    <div
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-1"
      role="progressbar"
      aria-label={t('common.loading')}
      data-testid="loading-bar"
    >
      <div
        className={cn(
          'h-full origin-left bg-brand-500 shadow-[0_0_8px] shadow-brand-400',
          phase === 'running' ? 'animate-loading-bar' : 'scale-x-100 opacity-0 transition-all duration-300',
        )}
      />
    </div>
  );
}
