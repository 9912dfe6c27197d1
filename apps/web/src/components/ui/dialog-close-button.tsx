import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The × in a dialog's top-right corner (Dialog and WideDialog). */
export function DialogCloseButton() {
  const { t } = useTranslation();
  return (
    <RadixDialog.Close
      className="absolute top-4 right-4 rounded-md p-1 text-gray-400 hover:bg-gray-100 hover:text-gray-600"
      aria-label={t('common.close')}
    >
      <X className="size-5" aria-hidden="true" />
    </RadixDialog.Close>
  );
}
