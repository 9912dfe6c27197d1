import { useTranslation } from 'react-i18next';
import { Spinner } from './spinner';

export function FullPageSpinner() {
  const { t } = useTranslation();
  return (
    <div
      className="fixed inset-0 z-50 flex items-center justify-center bg-gray-100/80 backdrop-blur-[1px]"
      role="status"
      aria-live="polite"
      data-testid="full-page-spinner"
    >
      <Spinner className="size-10 text-brand-600" />
      <span className="sr-only">{t('common.loading')}</span>
    </div>
  );
}
