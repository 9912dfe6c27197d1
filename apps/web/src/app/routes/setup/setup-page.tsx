import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BUSINESS_SEGMENTS, createBusinessBodySchema } from '@comanda/domain/business/business-schemas';
import { textLimits } from '@comanda/domain/validation/text-limit';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { MoneyField } from '../../../components/ui/money-field';
import { PhoneField } from '../../../components/ui/phone-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useCreateBusiness } from '../../../features/businesses/api/create-business';
import type { CepFilledFields } from '../../../features/businesses/lib/cep-address-patch';
import { useCepAutofill } from '../../../features/businesses/lib/use-cep-autofill';
import { BRAZIL_STATES } from '../../../lib/brazil-states';
import { applyApiErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { paths } from '../../../lib/paths';

/** Counted near their limits and refused past them (components/ui/char-limit.tsx). */
const limits = textLimits(createBusinessBodySchema);

function formatZipcode(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 8);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const createBusiness = useCreateBusiness();
  const form = useZodForm(createBusinessBodySchema, {
    defaultValues: {
      name: '',
      whatsapp: '',
      segment: '' as never,
      zipcode: '',
      address_street: '',
      address_number: '',
      address_complement: '',
      district: '',
      city: '',
      state: '',
      delivery_fee: 0,
    },
    labels: { segment: t('setup.segment').toLowerCase() },
  });
  const { register, handleSubmit, formState, control } = form;
  const { errors } = formState;
  const cep = useCepAutofill({
    getValues: () => form.getValues(),
    fill: (patch, focus) => {
      const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
      for (const field of Object.keys(patch) as (keyof CepFilledFields)[]) form.setValue(field, patch[field], options);
      if (focus) form.setFocus(focus);
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const business = await createBusiness.mutateAsync(values);
      notify.success({ title: t('setup.success'), description: t('setup.successText', { name: business.name }) });
      await navigate(paths.home.to(), { replace: true });
    } catch (error) {
      applyApiErrors(error, form);
    }
  });

  const segments = BUSINESS_SEGMENTS.map((value) => ({ value, label: t(`segments.${value}`) }));
  const states = BRAZIL_STATES.map(([value, name]) => ({ value, label: `${value} · ${name}` }));

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6" data-testid="setup-form">
      <Card title={t('setup.aboutTitle')} description={t('setup.aboutText')}>
        <div className="space-y-5">
          <TextField
            label={t('setup.name')}
            maxChars={limits.name}
            autoComplete="organization"
            autoFocus
            error={errors.name?.message}
            {...register('name')}
          />
          <PhoneField label={t('setup.whatsapp')} error={errors.whatsapp?.message} {...register('whatsapp')} />
          <SelectField
            label={t('setup.segment')}
            placeholder={t('setup.segmentPlaceholder')}
            options={segments}
            error={errors.segment?.message}
            {...register('segment')}
          />
        </div>
      </Card>

      <Card title={t('setup.addressTitle')}>
        <div className="grid gap-5 sm:grid-cols-6">
          <TextField
            className="sm:col-span-2"
            label={t('setup.zipcode')}
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="00000-000"
            error={errors.zipcode?.message}
            // A live region that is always there, so each change of the lookup's status is read out.
            hint={<span role="status">{t(`setup.cep.${cep.status}`)}</span>}
            {...register('zipcode', {
              onChange: (event: { target: HTMLInputElement }) => {
                event.target.value = formatZipcode(event.target.value);
                void cep.onZipcodeChange(event.target);
              },
            })}
          />
          <TextField
            className="sm:col-span-4"
            label={t('setup.street')}
            maxChars={limits.address_street}
            autoComplete="address-line1"
            error={errors.address_street?.message}
            {...register('address_street')}
          />
          <TextField
            className="sm:col-span-2"
            label={t('setup.number')}
            maxChars={limits.address_number}
            autoComplete="off"
            error={errors.address_number?.message}
            {...register('address_number')}
          />
          <TextField
            className="sm:col-span-4"
            label={t('setup.complement')}
            maxChars={limits.address_complement}
            optional={t('common.optional')}
            autoComplete="address-line2"
            error={errors.address_complement?.message}
            {...register('address_complement')}
          />
          <TextField
            className="sm:col-span-3"
            label={t('setup.district')}
            maxChars={limits.district}
            autoComplete="address-level3"
            error={errors.district?.message}
            {...register('district')}
          />
          <TextField
            className="sm:col-span-3"
            label={t('setup.city')}
            maxChars={limits.city}
            autoComplete="address-level2"
            error={errors.city?.message}
            {...register('city')}
          />
          <SelectField
            className="sm:col-span-6"
            label={t('setup.state')}
            placeholder={t('setup.statePlaceholder')}
            autoComplete="address-level1"
            options={states}
            error={errors.state?.message}
            {...register('state')}
          />
        </div>
      </Card>

      <Card title={t('setup.deliveryTitle')}>
        <Controller
          control={control}
          name="delivery_fee"
          render={({ field, fieldState }) => (
            <MoneyField
              label={t('setup.deliveryFee')}
              hint={t('setup.deliveryFeeHint')}
              error={fieldState.error?.message}
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
      </Card>

      <Button type="submit" size="lg" className="w-full" loading={formState.isSubmitting}>
        {t('setup.submit')}
      </Button>
    </form>
  );
}
