import { useEffect, type ComponentProps, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { Toaster } from 'sonner';
import { TOAST_DURATION_MS, toasterMounted, useLoadedToasts } from '../lib/toast';

type ToasterProps = ComponentProps<typeof Toaster>;

function MountedToaster({ Toaster, ...props }: ToasterProps & { Toaster: ComponentType<ToasterProps> }) {
  // Child effects run before this one, so sonner is subscribed when toasts are released.
  useEffect(() => toasterMounted(), []);
  return <Toaster {...props} />;
}

/** Spec §8 toasts: success, error, info; title and description; 3 s; closable. Rendered once the library has loaded (lib/toast). */
export function AppToaster() {
  const { t } = useTranslation();
  const sonner = useLoadedToasts();
  if (!sonner) return null;
  return (
    <MountedToaster
      Toaster={sonner.Toaster}
      position="bottom-right"
      richColors
      closeButton
      duration={TOAST_DURATION_MS}
      toastOptions={{ closeButtonAriaLabel: t('common.close') }}
    />
  );
}
