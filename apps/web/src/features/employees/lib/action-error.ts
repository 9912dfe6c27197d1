import { isApiError, isFeatureUnavailable } from '../../../lib/api-client';

/*
 * Spec §8: "Employee action errors are stored and re-thrown". Each action on the team pages keeps its
 * last failure (the mutation's error) and shows it beside the button that caused it, besides the
 * toast; a 422 about a field of the form is shown under that field instead.
 */

/**
 * The text of the alert beside an action, or null when there is nothing to show there: no error, a
 * 401 (the app already went to the login page), a feature the plan lacks (the upgrade modal is open),
 * or field errors that the form's own fields show.
 */
export function inlineErrorText(error: unknown, formFields: readonly string[], texts: { network: string; generic: string }): string | null {
  if (!error) return null;
  if (isApiError(error)) {
    if (error.status === 401 || isFeatureUnavailable(error)) return null;
    if (error.status === 0) return texts.network;
    if (error.status === 422 && Object.entries(error.errors).some(([field, messages]) => formFields.includes(field) && messages.length > 0)) return null;
    return error.message || texts.generic;
  }
  return error instanceof Error && error.message ? error.message : texts.generic;
}
