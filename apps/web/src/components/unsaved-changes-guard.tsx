import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, type Location } from 'react-router';
import { ConfirmDialog } from './ui/confirm-dialog';

/** Navigation state for a move that must not ask (the form's subject was just deleted, say). */
export const LEAVE_WITHOUT_ASKING = { leaveWithoutAsking: true } as const;

const asksToLeave = (next: Location) => !(next.state as { leaveWithoutAsking?: boolean } | null)?.leaveWithoutAsking;

/**
 * While `when` holds (a form with changes not saved yet), leaving the page asks first: a link or
 * tab inside the app opens a dialog, a reload or closing the tab gets the browser's own question.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname && asksToLeave(nextLocation));

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
      title={t('unsaved.title')}
      description={t('unsaved.description')}
      confirmLabel={t('unsaved.leave')}
      pending={false}
    />
  );
}
