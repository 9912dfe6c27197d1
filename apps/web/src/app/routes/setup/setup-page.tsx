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
import { AddressFields } from '../../../features/businesses/components/address-fields';
import { applyApiErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { paths } from '../../../lib/paths';

/** Counted near their limits and refused past them (components/ui/char-limit.tsx). */
const limits = textLimits(createBusinessBodySchema);

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
        <AddressFields form={form} />
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
