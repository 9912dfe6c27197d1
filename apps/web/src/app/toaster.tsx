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

/*
 * Where toasts appear: top right, just below the sticky top bar (4 rem high). The forms' sticky
 * "Salvar alterações" bars sit at the bottom, where the pointer is right after a save; a toast there
 * covered the bar for 3 s and took its clicks (issue 31). At the top they cover neither bar.
 */
const BELOW_TOP_BAR = { top: '4.5rem', right: '1rem' };
const BELOW_TOP_BAR_MOBILE = { top: '4.5rem', right: '0.5rem', left: '0.5rem' };

/** Spec §8 toasts: success, error, info; title and description; 3 s; closable. Rendered once the library has loaded (lib/toast). */
export function AppToaster() {
  const { t } = useTranslation();
  const sonner = useLoadedToasts();
  if (!sonner) return null;
  return (
    <MountedToaster
      Toaster={sonner.Toaster}
      position="top-right"
      offset={BELOW_TOP_BAR}
      mobileOffset={BELOW_TOP_BAR_MOBILE}
      richColors
      closeButton
      duration={TOAST_DURATION_MS}
      toastOptions={{ closeButtonAriaLabel: t('common.close') }}
    />
  );
}
