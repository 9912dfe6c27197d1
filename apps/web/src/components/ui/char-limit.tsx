import { useCallback, useLayoutEffect, useRef, useState, type ChangeEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

/*
 * A text field's character limit, the same everywhere (issue 13): the limit is the field's schema's
 * (`textLimit(Schema.shape.name)` from packages/domain), a counter shows from 80% of it, and text
 * past it stays in the field with a message saying so. Nothing is cut: no `maxLength` attribute,
 * which would drop what is typed or pasted past the limit without a word; the form's schema then
 * refuses the value with the API's own message.
 */

/** The counter appears from this share of the limit. */
const SHOW_FROM = 0.8;

type TextControl = HTMLInputElement | HTMLTextAreaElement;

export type CharLimit = { length: number; max: number };

/**
 * Follows the length of a text control, controlled (`value`) or registered with react-hook-form.
 * For the latter the DOM holds the value, and `reset` writes it without a change event: the length
 * is read from the element at each render (the form re-renders its fields on reset), `typed` only
 * makes a keystroke or the first mount render again.
 */
export function useCharLimit<E extends TextControl>(
  max: number | undefined,
  { value, onChange, ref }: { value?: unknown; onChange?: ((event: ChangeEvent<E>) => void) | undefined; ref?: Ref<E> | undefined },
) {
  const node = useRef<E | null>(null);
  const [typed, setTyped] = useState(0);
  const controlled = value !== undefined && value !== null;
  useLayoutEffect(() => {
    if (max !== undefined && !controlled) setTyped(node.current?.value.length ?? 0);
  }, [max, controlled]);
  const mergedRef = useCallback(
    (element: E | null) => {
      node.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );
  const handleChange = (event: ChangeEvent<E>) => {
    if (max !== undefined) setTyped(event.target.value.length);
    onChange?.(event);
  };
  const length = controlled ? String(value).length : (node.current?.value.length ?? typed);
  const limit: CharLimit | undefined = max === undefined ? undefined : { length, max };
  return { ref: mergedRef, onChange: handleChange, limit };
}

/** The message of a text past its limit; undefined while it fits. */
export function useOverLimitMessage(limit: CharLimit | undefined): string | undefined {
  const { t } = useTranslation();
  if (!limit || limit.length <= limit.max) return undefined;
  return t('textLimit.over', { max: limit.max, count: limit.length - limit.max });
}

/** Whether the counter is on screen (from 80% of the limit). */
export function isCountShown(limit: CharLimit | undefined): limit is CharLimit {
  return limit !== undefined && limit.length >= limit.max * SHOW_FROM;
}

/** "72/80" near the limit (red past it); screen readers hear "72 de 80 caracteres". */
export function CharCount({ id, limit }: { id: string; limit: CharLimit | undefined }) {
  const { t } = useTranslation();
  if (!isCountShown(limit)) return null;
  const over = limit.length > limit.max;
  return (
    <p id={id} className={cn('ml-auto shrink-0 text-xs tabular-nums', over ? 'font-medium text-red-600' : 'text-gray-500')} data-testid="char-count">
      <span aria-hidden="true">{t('textLimit.count', { length: limit.length, max: limit.max })}</span>
      <span className="sr-only">{t('textLimit.countLabel', { length: limit.length, max: limit.max })}</span>
    </p>
  );
}
