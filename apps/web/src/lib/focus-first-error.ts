import { useEffect } from 'react';
import type { FieldErrors } from 'react-hook-form';

/** What the hook reads of a react-hook-form instance. */
type FocusTarget = {
  formState: { isSubmitting: boolean; submitCount: number; errors: FieldErrors };
  setFocus: (name: never) => void;
};

/** The dotted paths of a form's errors ("price", "sizes.0.name"), however deep. */
export function errorPaths(errors: FieldErrors, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    if (!value || typeof value !== 'object') return [];
    const path = prefix ? `${prefix}.${key}` : key;
    // A leaf carries its own type; an object or array of fields only holds more errors.
    if ('type' in value && typeof value.type === 'string') return [path];
    return errorPaths(value as FieldErrors, path);
  });
}

/** The first of these elements in the page's order. */
function firstInPage(elements: HTMLElement[]): HTMLElement | undefined {
  return [...elements].sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))[0];
}

/**
 * After a submission that ends with errors (the schema's, or the API's 422 placed by applyApiErrors),
 * the first field in error, in the page's order, takes the focus. It waits for the submission to end:
 * the forms disable their fields while submitting, and a disabled field cannot take focus (focusing
 * it during validation, as react-hook-form does, left the focus on the page's body).
 */
export function useFocusFirstErrorAfterSubmit(form: FocusTarget): void {
  const { isSubmitting, submitCount } = form.formState;
  useEffect(() => {
    if (isSubmitting || submitCount === 0) return;
    const paths = errorPaths(form.formState.errors);
    if (paths.length === 0) return;
    const active = document.activeElement;
    if (active instanceof HTMLElement && active.getAttribute('aria-invalid') === 'true') return;
    const named = paths.flatMap((path) => Array.from(document.getElementsByName(path)));
    const invalid = named.filter((element) => element.getAttribute('aria-invalid') === 'true');
    const first = firstInPage(invalid.length > 0 ? invalid : named);
    if (first) first.focus();
    else form.setFocus(paths[0] as never);
    // Once per submission: when it ends.
  }, [isSubmitting, submitCount]); // eslint-disable-line react-hooks/exhaustive-deps
}
