import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CouponBodySchema, COUPON_CODE_MAX, type CouponResource } from '@comanda/domain/coupons/coupon-resource';
import { COUPON_TYPES } from '@comanda/domain/coupons/coupon-rules';
import { ORDER_TYPE_NAMES, type OrderType } from '@comanda/domain/orders/order-type';
import { Checkbox } from '../../../components/ui/checkbox';
import { Dialog } from '../../../components/ui/dialog';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { FieldError } from '../../../components/ui/field';
import { MoneyField } from '../../../components/ui/money-field';
import { PercentField } from '../../../components/ui/percent-field';
import { SelectField } from '../../../components/ui/select-field';
import { SwitchField } from '../../../components/ui/switch-field';
import { TextField } from '../../../components/ui/text-field';
import { applyApiErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSaveCoupon } from '../api/coupons';
import { useCouponsT } from '../i18n';

type Props = { businessId: number; currency: string; coupon: CouponResource | null; onClose: () => void };

const FORM_ID = 'coupon-form';
// An empty box is no limit, not zero.
const countOrNull = (value: unknown) => (value === null || value === undefined || (typeof value === 'string' && value.trim() === '') ? null : Number(value));

/** Create or change a coupon: its code, what it takes off, and when, how often and on what it applies. */
export function CouponFormDialog({ businessId, currency, coupon, onClose }: Props) {
  const ct = useCouponsT();
  const { t } = useTranslation();
  const save = useSaveCoupon(businessId);
  const form = useZodForm(CouponBodySchema, {
    defaultValues: {
      code: coupon?.code ?? '',
      type: coupon?.type ?? 'percentage',
      percent: coupon?.percent ?? null,
      amount: coupon?.amount ?? null,
      min_order: coupon?.min_order ?? 0,
      starts_at: coupon?.starts_at ?? '',
      expires_at: coupon?.expires_at ?? '',
      total_uses: coupon?.total_uses ?? null,
      uses_per_customer: coupon?.uses_per_customer ?? null,
      first_order_only: coupon?.first_order_only ?? false,
      order_types: coupon?.order_types ?? [...ORDER_TYPE_NAMES],
      active: coupon?.active ?? true,
    },
  });
  const { register, handleSubmit, formState, watch, control } = form;
  const errors = formState.errors;
  const pending = formState.isSubmitting;
  const type = watch('type');
  const percent = useController({ control, name: 'percent' });
  const amount = useController({ control, name: 'amount' });
  const minOrder = useController({ control, name: 'min_order' });
  const orderTypes = useController({ control, name: 'order_types' });
  const chosenTypes = (orderTypes.field.value ?? []) as OrderType[];

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ id: coupon?.id ?? null, body: values });
      notify.success({ title: ct(coupon ? 'form.updated' : 'form.created', { code: saved.code }) });
      onClose();
    } catch (error) {
      applyApiErrors(error, form);
    }
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()} title={coupon ? ct('form.editTitle', { code: coupon.code }) : ct('form.createTitle')}>
      <form id={FORM_ID} onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4" data-testid="coupon-form">
        <TextField label={ct('form.code')} hint={ct('form.codeHint')} autoComplete="off" autoFocus maxChars={COUPON_CODE_MAX} disabled={pending} error={errors.code?.message} {...register('code')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label={ct('form.type')} disabled={pending} options={COUPON_TYPES.map((value) => ({ value, label: ct(`typeNames.${value}`) }))} {...register('type')} />
          {type === 'percentage' ? (
            <PercentField label={ct('form.percent')} disabled={pending} value={percent.field.value ?? null} onChange={percent.field.onChange} error={errors.percent?.message} />
          ) : type === 'fixed' ? (
            <MoneyField label={ct('form.amount')} currency={currency} disabled={pending} value={amount.field.value ?? 0} onChange={amount.field.onChange} error={errors.amount?.message} />
          ) : null}
          <MoneyField label={ct('form.minOrder')} optional={t('common.optional')} currency={currency} disabled={pending} value={minOrder.field.value ?? 0} onChange={minOrder.field.onChange} error={errors.min_order?.message} />
          <TextField label={ct('form.startsAt')} optional={t('common.optional')} type="date" disabled={pending} error={errors.starts_at?.message} {...register('starts_at')} />
          <TextField label={ct('form.expiresAt')} optional={t('common.optional')} type="date" disabled={pending} error={errors.expires_at?.message} {...register('expires_at')} />
          <TextField label={ct('form.totalUses')} hint={ct('form.usesHint')} type="number" inputMode="numeric" min={1} disabled={pending} error={errors.total_uses?.message} {...register('total_uses', { setValueAs: countOrNull })} />
          <TextField label={ct('form.usesPerCustomer')} hint={ct('form.usesHint')} type="number" inputMode="numeric" min={1} disabled={pending} error={errors.uses_per_customer?.message} {...register('uses_per_customer', { setValueAs: countOrNull })} />
        </div>
        <div>
          <Checkbox label={ct('form.firstOrderOnly')} disabled={pending} {...register('first_order_only')} />
          <p className="mt-1 ml-6 text-xs text-gray-500">{ct('form.perCustomerHint')}</p>
        </div>
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-gray-900">{ct('form.orderTypes')}</legend>
          <div className="flex flex-wrap gap-4">
            {ORDER_TYPE_NAMES.map((orderType) => (
              <Checkbox
                key={orderType}
                label={ct(`orderTypes.${orderType}`)}
                disabled={pending}
                checked={chosenTypes.includes(orderType)}
                onChange={(e) => orderTypes.field.onChange(e.target.checked ? [...chosenTypes, orderType] : chosenTypes.filter((x) => x !== orderType))}
              />
            ))}
          </div>
          {errors.order_types?.message ? <FieldError className="mt-1">{errors.order_types.message}</FieldError> : null}
        </fieldset>
        <SwitchField label={ct('form.active')} disabled={pending} {...register('active')} />
      </form>
      <div className="mt-6">
        <DialogActions onCancel={onClose} confirmLabel={ct(coupon ? 'form.save' : 'form.create')} pending={pending} form={FORM_ID} />
      </div>
    </Dialog>
  );
}
