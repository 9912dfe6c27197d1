import { i18next } from './i18n';
import { isApiError, isFeatureUnavailable } from './api-client';
import { notify } from './toast';

/** What applyApiErrors needs of a form: a react-hook-form instance fits, so does a small adapter. */
export type ErrorTarget = {
  setError(name: string, error: { type: string; message: string }, options?: { shouldFocus?: boolean }): void;
  getValues(): object;
};

/**
 * The one place where an API failure meets a form: 422 field errors go under their fields (the first
 * field gets focus); anything else, or a 422 about fields the form does not have, becomes an error
 * toast. A 401 is not shown: the API client already logged the user out; nor is a feature the plan
 * lacks: the API client already opened the upgrade modal.
 */
export function applyApiErrors(error: unknown, form: ErrorTarget): void {
  // Forms give every field a default value, so the current values name all of its fields.
  const fields = Object.keys(form.getValues());
  if (isApiError(error) && error.status === 401) return;
  if (isApiError(error) && error.status === 422) {
    let placed = 0;
    for (const [field, messages] of Object.entries(error.errors)) {
      const message = messages[0];
      if (!message || !fields.includes(field)) continue;
      form.setError(field, { type: 'server', message }, { shouldFocus: placed === 0 });
      placed += 1;
    }
    if (placed > 0) return;
  }
  notifyApiError(error);
}

/** An error toast for a failed call that no form field can show (fits a mutation's onError as it is). */
export function notifyApiError(error: unknown): void {
  notifyApiErrorAbout(error);
}

/**
 * The same, with the title of a refusal of what was typed (422) naming what to check ("Confira os dados
 * do pedido"). A 422 is titled by what to do, never "Algo deu errado": nothing broke, the person has
 * something to fix.
 */
export function notifyApiErrorAbout(error: unknown, validationTitle?: string): void {
  if ((isApiError(error) && error.status === 401) || isFeatureUnavailable(error)) return;
  const t = i18next.t.bind(i18next);
  if (isApiError(error) && error.status === 0) {
    notify.error({ title: t('errors.title'), description: t('errors.network') });
    return;
  }
  const description = error instanceof Error && error.message ? error.message : t('errors.generic');
  const title = isApiError(error) && error.status === 422 ? (validationTitle ?? t('errors.checkData')) : t('errors.title');
  notify.error({ title, description });
}
