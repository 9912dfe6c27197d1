import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { isApiError } from '../../../../lib/api-client';
import { formatMoney } from '../../../../lib/format';
import { useMenuT } from '../../i18n';

/*
 * Offering a product that costs nothing (no price, no priced option) takes the owner's word (issue
 * 13, decision 0009). The new-product form asks before sending; pausing and the edit form learn it
 * from the API's 422 on `confirm_free` (the API knows the options) and send again, confirmed.
 */

/** The API's answer to an unconfirmed free product. */
export function isFreeUnconfirmed(error: unknown): boolean {
  return isApiError(error) && error.status === 422 && 'confirm_free' in error.errors;
}

type FreeProductDialogProps = {
  /** The product's name; null keeps the dialog closed. */
  name: string | null;
  onConfirm: () => void;
  onClose: () => void;
  /** For a new product: create it paused instead (its price will come from options). */
  onKeepPaused?: (() => void) | undefined;
};

/** "Este produto ficará grátis": make it free, keep it paused (new product), or go back. */
export function FreeProductDialog({ name, onConfirm, onClose, onKeepPaused }: FreeProductDialogProps) {
  const mt = useMenuT();
  const { t } = useTranslation();
  return (
    <Dialog
      open={name !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={mt('free.title')}
      description={mt('free.text', { name: name ?? '', price: formatMoney(0) })}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        {onKeepPaused ? (
          <Button variant="secondary" onClick={onKeepPaused}>
            {mt('free.keepPaused')}
          </Button>
        ) : null}
        <Button onClick={onConfirm}>{mt('free.confirm')}</Button>
      </div>
    </Dialog>
  );
}

/**
 * For a save the API may refuse as an unconfirmed free product: `ask(name, retry)` opens the question
 * and runs `retry` (the same save, with confirm_free) once the owner confirms. Render `dialog`.
 */
export function useFreeProductQuestion(): { ask: (name: string, retry: () => void) => void; dialog: ReactNode } {
  const [question, setQuestion] = useState<{ name: string; retry: () => void } | null>(null);
  // Mounted from the first question on (and kept, so it closes as a dialog does): every row of the
  // menu list holds one, and a closed dialog per row was a good part of rendering the list.
  const [asked, setAsked] = useState(false);
  const ask = useCallback((name: string, retry: () => void) => {
    setAsked(true);
    setQuestion({ name, retry });
  }, []);
  const dialog = asked ? (
    <FreeProductDialog
      name={question?.name ?? null}
      onClose={() => setQuestion(null)}
      onConfirm={() => {
        question?.retry();
        setQuestion(null);
      }}
    />
  ) : null;
  return { ask, dialog };
}
