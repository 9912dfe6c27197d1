import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_DURATION_MS, toasterMounted, useToasterWanted } from '../lib/toast';

const SonnerToaster = lazy(async () => {
  const { Toaster } = await import('sonner');
  function MountedToaster(props: React.ComponentProps<typeof Toaster>) {
    // Child effects run before this one, so sonner is subscribed when toasts are released.
    useEffect(() => toasterMounted(), []);
    return <Toaster {...props} />;
  }
  return { default: MountedToaster };
});

/** Spec §8 toasts: success, error, info; title and description; 3 s; closable. */
export function AppToaster() {
  const { t } = useTranslation();
  if (!useToasterWanted()) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        position="bottom-right"
        richColors
        closeButton
        duration={TOAST_DURATION_MS}
        toastOptions={{ closeButtonAriaLabel: t('common.close') }}
      />
    </Suspense>
  );
}
