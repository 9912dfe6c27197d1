import { useState } from 'react';
import { StaleAlert } from '../../../../components/ui/stale-alert';
import type { Business } from '@comanda/domain/business/business-schemas';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { SwitchField } from '../../../../components/ui/switch-field';
import { UnsavedChangesGuard } from '../../../../components/unsaved-changes-guard';
import { applyApiErrors } from '../../../../lib/form-errors';
import { notify } from '../../../../lib/toast';
import { AddressFields } from '../../components/address-fields';
import { useReloadCurrentBusiness, useUpdateBusiness } from '../api/update-business';
import { useBusinessProfileT } from '../i18n';
import { profileFormValues, useProfileForm } from '../lib/profile-form-values';
import { AboutFields } from './about-fields';
import { PublicLinkFields } from './public-link-fields';

/**
 * /settings/business: the business's data, address, public link and checkout, saved together with
 * the version they were read at. A save over someone else's newer one is refused (409) and says so;
 * the guard asks before leaving with changes not saved.
 */
export function BusinessProfileForm({ business }: { business: Business }) {
  const bt = useBusinessProfileT();
  const update = useUpdateBusiness(business.id);
  const reload = useReloadCurrentBusiness();
  const [stale, setStale] = useState<string | null>(null);
  const form = useProfileForm(business);
  const { handleSubmit, formState, register, reset } = form;
  const saving = formState.isSubmitting;
  const changed = formState.isDirty;

  // A field refused before sending gets its message and the focus (react-hook-form), no toast.
  const onSubmit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      // The page remounts on the new version (business-settings-page), with the saved values.
      notify.success({ title: bt('saved') });
    } catch (error) {
      applyApiErrors(error, form, { onStale: setStale });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6" data-testid="business-profile-form">
      <UnsavedChangesGuard when={changed && !saving} />
      <StaleAlert message={stale} reloadLabel={bt('reload')} onReload={() => void reload()} />

      <Card title={bt('about.title')} description={bt('about.text')}>
        <AboutFields form={form} />
      </Card>

      <Card title={bt('address.title')} description={bt('address.text')}>
        <AddressFields form={form} />
      </Card>

      <Card title={bt('link.title')} description={bt('link.text')}>
        <PublicLinkFields form={form} token={business.token} />
      </Card>

      <Card title={bt('checkout.title')} description={bt('checkout.text')}>
        <SwitchField label={bt('checkout.enabled')} hint={bt('checkout.enabledHint')} {...register('is_checkout_enabled')} />
      </Card>

      <div className="sticky bottom-0 flex flex-col gap-3 border-t border-gray-200 bg-white/95 py-4 sm:flex-row sm:items-center sm:justify-end">
        {changed && !saving ? (
          <p className="text-sm text-gray-600 sm:mr-auto" role="status">
            {bt('unsaved')}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          {changed ? (
            <Button variant="secondary" disabled={saving} onClick={() => reset(profileFormValues(business))}>
              {bt('discard')}
            </Button>
          ) : null}
          <Button type="submit" loading={saving} disabled={!changed}>
            {bt('save')}
          </Button>
        </div>
      </div>
    </form>
  );
}
