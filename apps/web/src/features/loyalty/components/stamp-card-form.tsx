import { useController } from 'react-hook-form';
import { StampCardBodySchema, type StampCardResource } from '@comanda/domain/loyalty/loyalty-resource';
import { STAMP_REWARD_TYPES } from '@comanda/domain/loyalty/stamp-card';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { MoneyField } from '../../../components/ui/money-field';
import { SelectField } from '../../../components/ui/select-field';
import { SwitchField } from '../../../components/ui/switch-field';
import { TextField } from '../../../components/ui/text-field';
import { applyApiErrors } from '../../../lib/form-errors';
import { formatMoney } from '../../../lib/format';
import { notify } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useRewardProducts, useSaveStampCard } from '../api/stamp-card';
import { useLoyaltyT } from '../i18n';

type Props = { businessId: number; currency: string; card: StampCardResource | null };

const asNumber = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value === '' ? undefined : value);

/** The index of /settings/programa-fidelidade/settings: the stamp card's terms and reward. */
export function StampCardForm({ businessId, currency, card }: Props) {
  const lt = useLoyaltyT();
  const save = useSaveStampCard(businessId);
  const productsQuery = useRewardProducts(businessId);
  const form = useZodForm(StampCardBodySchema, {
    defaultValues: {
      is_active: card?.is_active ?? true,
      orders_required: card?.orders_required ?? 10,
      min_order_value: card?.min_order_value ?? 0,
      reward_type: card?.reward_type ?? 'fixed',
      reward_value: card?.reward_value ?? 0,
      reward_product_id: card?.reward_product_id ?? null,
    },
  });
  const { register, handleSubmit, formState, control, watch, reset } = form;
  const errors = formState.errors;
  const pending = formState.isSubmitting;
  const minOrder = useController({ control, name: 'min_order_value' });
  const rewardValue = useController({ control, name: 'reward_value' });
  const rewardType = watch('reward_type');
  const products = productsQuery.data ?? [];
  const productName = products.find((p) => p.id === watch('reward_product_id'))?.name ?? '';
  const reward =
    rewardType === 'product'
      ? lt('card.rewardFree', { product: productName || '…' })
      : lt('card.rewardOff', { value: rewardType === 'fixed' ? formatMoney(watch('reward_value') ?? 0, currency) : `${watch('reward_value') ?? 0}%` });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      reset({ ...values, reward_product_id: saved.reward_product_id });
      notify.success({ title: lt('card.saved') });
    } catch (error) {
      applyApiErrors(error, form);
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="max-w-xl" data-testid="stamp-card-form">
      <Card title={lt('card.title')} description={lt('card.description')} as="h2">
        <div className="space-y-4">
          <SwitchField label={lt('card.active')} disabled={pending} {...register('is_active')} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={lt('card.ordersRequired')} type="number" inputMode="numeric" min={2} max={50} disabled={pending} error={errors.orders_required?.message} {...register('orders_required', { setValueAs: asNumber })} />
            <MoneyField label={lt('card.minOrderValue')} currency={currency} disabled={pending} value={minOrder.field.value ?? 0} onChange={minOrder.field.onChange} error={errors.min_order_value?.message} />
            <SelectField label={lt('card.rewardType')} disabled={pending} options={STAMP_REWARD_TYPES.map((value) => ({ value, label: lt(`card.rewardTypes.${value}`) }))} {...register('reward_type')} />
            {rewardType === 'fixed' ? (
              <MoneyField label={lt('card.rewardAmount')} currency={currency} disabled={pending} value={rewardValue.field.value ?? 0} onChange={rewardValue.field.onChange} error={errors.reward_value?.message} />
            ) : rewardType === 'percentage' ? (
              <TextField label={lt('card.rewardPercent')} type="number" inputMode="numeric" min={1} max={100} disabled={pending} error={errors.reward_value?.message} {...register('reward_value', { setValueAs: asNumber })} />
            ) : (
              <SelectField
                label={lt('card.rewardProduct')}
                placeholder={lt('card.pickProduct')}
                disabled={pending}
                error={errors.reward_product_id?.message}
                options={products.map((p) => ({ value: String(p.id), label: p.name }))}
                {...register('reward_product_id', { setValueAs: (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value)) })}
              />
            )}
          </div>
          <p className="rounded-lg bg-gray-50 px-3 py-2 text-sm text-gray-600" data-testid="stamp-card-summary">
            {lt('card.summary', { count: watch('orders_required') ?? 0, reward })}
          </p>
          <div className="flex justify-end">
            <Button type="submit" loading={pending} data-testid="stamp-card-save">
              {lt('card.save')}
            </Button>
          </div>
        </div>
      </Card>
    </form>
  );
}
