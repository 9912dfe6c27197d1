import { useCallback } from 'react';
import type { Lang } from '@comanda/domain/validation/lang';
import { useUpdateMe } from '../../features/account/api/update-me';
import { notifyApiError } from '../../lib/form-errors';
import { setLocale } from '../../lib/i18n';

/** Switches the UI language and keeps it on the user's profile, so the next login uses it too. */
export function useChangeLanguage(): (lang: Lang) => void {
  const { mutate } = useUpdateMe();
  return useCallback(
    (lang: Lang) => {
      void setLocale(lang);
      mutate({ lang }, { onError: notifyApiError });
    },
    [mutate],
  );
}
