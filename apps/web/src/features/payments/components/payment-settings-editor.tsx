import { useState } from 'react';
import { StaleAlert } from '../../../components/ui/stale-alert';
import { useTranslation } from 'react-i18next';
import type { Business } from '@comanda/domain/business/business-schemas';
import type { PaymentSettingsResource } from '@comanda/domain/business/payment-settings';
import { toLang } from '@comanda/domain/validation/lang';
import { Button } from '../../../components/ui/button';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { applyApiErrors } from '../../../lib/form-errors';
import { firstErrors, type PathErrors } from '../../../lib/form-validation';
import { notify } from '../../../lib/toast';
import { useReloadPaymentSettings } from '../api/get-payment-settings';
import { useSavePaymentSettings } from '../api/save-payment-settings';
import { usePaymentsT } from '../i18n';
import { changesOf, isChanged, toDraft, validateDraft, withMethod, withPixKey, withPixKeyType, type PaymentDraft } from '../lib/payment-draft';
import { CardFeeCard } from './card-fee-card';
import { MethodsGrid } from './methods-grid';
import { PixKeyCard } from './pix-key-card';

/** Moves focus to the first field with an error, once React has drawn it. */
function focusFirstError() {
  window.requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-testid="payment-settings-form"] [aria-invalid="true"]')?.focus());
}

/**
 * /settings/payment-methods: methods per order type, the Pix key and the card fee, edited together
 * and saved with one button (the parts that changed, each to its route).
 */
export function PaymentSettingsEditor({ business, saved }: { business: Business; saved: PaymentSettingsResource }) {
  const pt = usePaymentsT();
  const { i18n } = useTranslation();
  const lang = toLang(i18n.language);
  const save = useSavePaymentSettings(business.id);
  const reload = useReloadPaymentSettings(business.id);
  const [draft, setDraft] = useState<PaymentDraft>(() => toDraft(saved, lang));
  const [errors, setErrors] = useState<PathErrors>({});
  const [stale, setStale] = useState<string | null>(null);
  const saving = save.isPending;
  const changes = changesOf(saved, draft, lang);
  const changed = isChanged(changes);

  function edit(next: PaymentDraft) {
    setDraft(next);
    setErrors({});
  }

  /** Messages under their fields (the draft's own check, or the API's 422), the first one focused. */
  function showErrors(found: PathErrors) {
    setErrors(found);
    focusFirstError();
  }

  async function submit() {
    if (saving || !changed) return;
    const found = validateDraft(draft, lang, pt('fee.percentInvalid'));
    if (Object.keys(found).length > 0) {
      showErrors(found);
      notify.error({ title: pt('invalid') });
      return;
    }
    try {
      const result = await save.mutateAsync(changes);
      // The saved form of the key (CPF digits, e-mail in lower case) is what the form shows now.
      if (result) setDraft(toDraft(result, lang));
      notify.success({ title: pt('saved') });
    } catch (error) {
      applyApiErrors(error, (found) => showErrors(firstErrors(found)), { onStale: setStale });
    }
  }

  return (
    <div className="space-y-6" data-testid="payment-settings-form">
      <UnsavedChangesGuard when={changed && !saving} />
      <StaleAlert message={stale} reloadLabel={pt('reload')} onReload={() => void reload()} />

      <MethodsGrid methods={draft.methods} errors={errors} disabled={saving} onToggle={(type, method, on) => edit(withMethod(draft, type, method, on))} />
      <PixKeyCard
        type={draft.pixKeyType}
        pixKey={draft.pixKey}
        errors={errors}
        disabled={saving}
        onType={(type) => edit(withPixKeyType(draft, type))}
        onKey={(text) => edit(withPixKey(draft, text))}
      />
      <CardFeeCard draft={draft} currency={business.currency} errors={errors} disabled={saving} onChange={(patch) => edit({ ...draft, ...patch })} />

      <div className="sticky bottom-0 flex flex-col gap-3 border-t border-gray-200 bg-white/95 py-4 sm:flex-row sm:items-center sm:justify-end">
        {changed && !saving ? (
          <p className="text-sm text-gray-600 sm:mr-auto" role="status">
            {pt('unsaved')}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          {changed ? (
            <Button variant="secondary" disabled={saving} onClick={() => edit(toDraft(saved, lang))}>
              {pt('discard')}
            </Button>
          ) : null}
          <Button onClick={() => void submit()} loading={saving} disabled={!changed}>
            {pt('save')}
          </Button>
        </div>
      </div>
    </div>
  );
}
