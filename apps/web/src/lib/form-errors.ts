import { i18next } from './i18n';
import { isApiError, isFeatureUnavailable, type FieldErrors } from './api-client';
import { notify } from './toast';

/** What applyApiErrors needs of a form: a react-hook-form instance fits, so does a small adapter. */
export type ErrorTarget = {
  setError(name: string, error: { type: string; message: string }, options?: { shouldFocus?: boolean }): void;
  getValues(): object;
};

/** Where a 422's field messages go in an editor that keeps its own errors (not a react-hook-form). */
export type FieldErrorsSink = (errors: FieldErrors) => void;

export type ApiErrorOptions = {
  /**
   * A 409 on a save over a version someone else saved since: the server's message goes here (the page's
   * StaleAlert, most often) instead of an error toast.
   */
  onStale?: (message: string) => void;
};

/**
 * The one place where an API failure meets a form: 422 field errors go under their fields (the first
 * field gets focus); a 409 goes to onStale when the form has one; anything else, or a 422 about fields
 * the form does not have, becomes an error toast. A 401 is not shown: the API client already logged
 * the user out; nor is a feature the plan lacks: the API client already opened the upgrade modal.
 * An editor that is not a react-hook-form passes a function instead of the form: it gets every 422's
 * field messages and shows them itself (no toast).
 */
export function applyApiErrors(error: unknown, form: ErrorTarget | FieldErrorsSink, options: ApiErrorOptions = {}): void {
  if (isApiError(error) && error.status === 409 && options.onStale) {
    options.onStale(error.message);
    return;
  }
  if (typeof form === 'function') {
    if (isApiError(error) && error.status === 422) form(error.errors);
    else notifyApiError(error);
    return;
  }
  if (isApiError(error) && error.status === 401) return;
  if (isApiError(error) && error.status === 422 && placeFieldErrors(error.errors, form) > 0) return;
  notifyApiError(error);
}

/** Puts each message under its field, if the form has it (forms give every field a default value, so the current values name all of its fields); returns how many were placed. */
function placeFieldErrors(errors: FieldErrors, form: ErrorTarget): number {
  const fields = Object.keys(form.getValues());
  let placed = 0;
  for (const [field, messages] of Object.entries(errors)) {
    const message = messages[0];
    if (!message || !fields.includes(field)) continue;
    form.setError(field, { type: 'server', message }, { shouldFocus: placed === 0 });
    placed += 1;
  }
  return placed;
}

/**
 * A form with a list as applyApiErrors sees it: besides its own fields, every row's `list.N.field`, so
 * that a 422 on `items.2.amount` lands under the third row's price.
 */
export function withRowFields(form: ErrorTarget, list: string, rowFields: readonly string[]): ErrorTarget {
  return {
    setError: (name, error, options) => form.setError(name, error, options),
    getValues: () => {
      const values = form.getValues() as Record<string, unknown>;
      const rows: unknown[] = Array.isArray(values[list]) ? values[list] : [];
      const named = rows.flatMap((_row, index) => rowFields.map((field) => [`${list}.${index}.${field}`, true]));
      return { ...values, ...Object.fromEntries(named) };
    },
  };
}

/** An ErrorTarget of one field whose message the component keeps itself (a lone input, not a form). */
export function oneFieldTarget(field: string, show: (message: string) => void): ErrorTarget {
  return { getValues: () => ({ [field]: '' }), setError: (_name, { message }) => show(message) };
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
