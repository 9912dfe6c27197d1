import { useTranslation } from 'react-i18next';
import type { Business } from '@comanda/domain/business/business-schemas';
import type { DeliveryDecision } from '@comanda/domain/delivery/delivery-decision';
import type { DeliveryArea } from '@comanda/domain/delivery/district-delivery';
import { ORDER_TYPE_NAMES, type LocalSubType, type OrderType } from '@comanda/domain/orders/order-type';
import { paymentMethodLabel, type PaymentMethod } from '@comanda/domain/orders/payment';
import type { PdvState } from '@comanda/domain/pdv/pdv-state';
import { REMOVE_SERVICE_CHARGE_PERMISSION } from '@comanda/domain/orders/service-charge';
import type { CouponRefusal } from '@comanda/domain/coupons/coupon-rules';
import type { TableResource } from '@comanda/domain/tables/table-resource';
import { MoneyField } from '../../../components/ui/money-field';
import { useHasPermission } from '../../../lib/use-permission';
import { PhoneField } from '../../../components/ui/phone-field';
import { SelectField } from '../../../components/ui/select-field';
import { SwitchField } from '../../../components/ui/switch-field';
import { TextField } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { useHasFeature } from '../../../lib/feature-gate';
import { formatMoney } from '../../../lib/format';
import { getLocale } from '../../../lib/locale';
import { usePdvT } from '../i18n';
import type { PdvDetails } from '../lib/pdv-order';
import { CouponField } from './coupon-field';
import { PointsField } from './points-field';
import { StampRewardField } from './stamp-reward-field';
import { CustomerSuggestions } from './customer-suggestions';
import { TableMap } from './table-map';

type OrderPanelProps = {
  business: Business;
  state: PdvState;
  details: PdvDetails;
  tables: readonly TableResource[];
  areas: readonly DeliveryArea[];
  decision: DeliveryDecision | null;
  methods: readonly PaymentMethod[];
  change: number | null;
  couponDiscount: number;
  couponRefusal: CouponRefusal | null;
  fieldErrors: Record<string, string | undefined>;
  onOrderType: (type: OrderType) => void;
  onLocalSubType: (sub: LocalSubType) => void;
  onPickTable: (table: TableResource) => void;
  onDistrict: (districtId: number | null) => void;
  onDiscount: (discount: number) => void;
  onDetails: (patch: Partial<PdvDetails>) => void;
};

function Segmented<T extends string>({ value, options, onChange, label }: { value: T; options: readonly { value: T; label: string }[]; onChange: (value: T) => void; label: string }) {
  return (
    <div role="radiogroup" aria-label={label} className="grid auto-cols-fr grid-flow-col gap-1 rounded-lg bg-gray-100 p-1">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          role="radio"
          aria-checked={value === option.value}
          onClick={() => onChange(option.value)}
          className={cn('h-9 rounded-md text-sm font-medium', value === option.value ? 'bg-white text-gray-900 shadow-sm' : 'text-gray-600 hover:text-gray-900')}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

/** Order type, table, customer, delivery address and payment of the order being made. */
export function OrderPanel(props: OrderPanelProps) {
  const { business, state, details, tables, areas, decision, methods, change, fieldErrors } = props;
  const pt = usePdvT();
  // A discount by hand needs give_discounts (issue 19); one already given stays in view, read-only.
  const mayDiscount = useHasPermission('give_discounts');
  const mayRemoveServiceCharge = useHasPermission(REMOVE_SERVICE_CHARGE_PERMISSION);
  const { t } = useTranslation();
  const lang = getLocale();
  const currency = business.currency;
  const percent = business.waiter_service_charge?.value ?? 0;
  const hasFeature = useHasFeature();
  // A delivery needs the customer's name and WhatsApp (delivery-details); elsewhere they are optional.
  const isDelivery = state.order_type === 'delivery';
  const customerOptional = isDelivery ? undefined : t('common.optional');
  return (
    <section className="flex flex-col gap-4" aria-label={pt('tabs.order')}>
      <Segmented label={pt('type.label')} value={state.order_type} onChange={props.onOrderType} options={ORDER_TYPE_NAMES.map((type) => ({ value: type, label: pt(`type.${type}`) }))} />
      {state.order_type === 'local' ? (
        <>
          <Segmented
            label={pt('type.local')}
            value={state.local_sub_type}
            onChange={props.onLocalSubType}
            options={(['mesa', 'balcao'] as const).map((sub) => ({ value: sub, label: pt(`type.${sub}`) }))}
          />
          {state.local_sub_type === 'mesa' ? (
            <div className="flex flex-col gap-2">
              <h3 className="text-sm font-semibold text-gray-900">{pt('tables.title')}</h3>
              <TableMap tables={tables} selectedId={state.table_id} currency={currency} onPick={props.onPickTable} />
              {fieldErrors['table_id'] ? <p role="alert" className="text-sm text-red-600">{fieldErrors['table_id']}</p> : null}
            </div>
          ) : null}
        </>
      ) : null}

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-semibold text-gray-900">{pt('customer.title')}</legend>
        <TextField label={pt('customer.name')} optional={customerOptional} value={details.customer_name} maxChars={120} error={fieldErrors['customer_name']} onChange={(e) => props.onDetails({ customer_name: e.target.value })} />
        <PhoneField
          label={pt('customer.whatsapp')}
          optional={customerOptional}
          value={details.customer_whatsapp}
          error={fieldErrors['customer_whatsapp']}
          // Another number is another customer: the points offered were the picked one's.
          onChange={(e) => props.onDetails({ customer_whatsapp: e.target.value, loyalty: null, points: 0, stamp_reward: false, cashback: 0 })}
        />
        <TextField label={pt('customer.email')} optional={t('common.optional')} type="email" value={details.customer_email} error={fieldErrors['customer_email']} onChange={(e) => props.onDetails({ customer_email: e.target.value })} />
        <CustomerSuggestions businessId={business.id} details={details} isDelivery={isDelivery} areas={areas} onDetails={props.onDetails} onDistrict={props.onDistrict} />
      </fieldset>

      {isDelivery ? (
        <fieldset className="flex flex-col gap-3" data-testid="pdv-address">
          <legend className="mb-2 text-sm font-semibold text-gray-900">{pt('address.title')}</legend>
          <SelectField
            label={pt('address.district')}
            placeholder={pt('address.pickDistrict')}
            value={state.district_id === null ? '' : String(state.district_id)}
            error={fieldErrors['district_id']}
            options={areas.map((area) => ({ value: String(area.district_id), label: `${area.district_name} — ${formatMoney(area.delivery_fee, currency)}` }))}
            onChange={(e) => props.onDistrict(e.target.value ? Number(e.target.value) : null)}
          />
          <DeliveryNote decision={decision} currency={currency} />
          <div className="grid grid-cols-[1fr_6rem] gap-3">
            <TextField label={pt('address.street')} value={details.address_street} maxChars={160} error={fieldErrors['address_street']} onChange={(e) => props.onDetails({ address_street: e.target.value })} />
            <TextField label={pt('address.number')} value={details.address_number} maxChars={20} error={fieldErrors['address_number']} onChange={(e) => props.onDetails({ address_number: e.target.value })} />
          </div>
          <TextField label={pt('address.complement')} optional={t('common.optional')} value={details.address_complement} maxChars={80} onChange={(e) => props.onDetails({ address_complement: e.target.value })} />
          <TextField label={pt('address.reference')} optional={t('common.optional')} value={details.address_reference} maxChars={160} onChange={(e) => props.onDetails({ address_reference: e.target.value })} />
        </fieldset>
      ) : null}

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-semibold text-gray-900">{pt('payment.title')}</legend>
        {state.order_type === 'local' && percent > 0 ? (
          <SwitchField
            label={pt('payment.serviceCharge', { percent: `${percent.toLocaleString(lang === 'pt' ? 'pt-BR' : 'en-US')}%` })}
            checked={details.service_charge_on}
            disabled={details.service_charge_on && !mayRemoveServiceCharge}
            onChange={(e) => props.onDetails({ service_charge_on: e.target.checked })}
          />
        ) : null}
        {mayDiscount || state.discount > 0 ? (
          <MoneyField label={pt('payment.discount')} value={state.discount} currency={currency} error={fieldErrors['discount']} disabled={!mayDiscount} onChange={props.onDiscount} />
        ) : null}
        {details.loyalty && details.loyalty.balance > 0 && hasFeature('loyalty_points') ? (
          <PointsField loyalty={details.loyalty} points={details.points} currency={currency} error={fieldErrors['points']} onChange={(points) => props.onDetails({ points })} />
        ) : null}
        {details.loyalty && details.loyalty.cashback_balance > 0 && hasFeature('promotional_cashback') ? (
          <div className="rounded-lg bg-emerald-50 p-3 ring-1 ring-emerald-200" data-testid="pdv-cashback">
            <MoneyField
              label={pt('cashback.use', { balance: formatMoney(details.loyalty.cashback_balance, currency) })}
              value={details.cashback}
              currency={currency}
              error={fieldErrors['cashback']}
              onChange={(cents) => props.onDetails({ cashback: Math.min(cents, details.loyalty?.cashback_balance ?? 0) })}
            />
          </div>
        ) : null}
        {details.loyalty?.reward_card ? (
          <StampRewardField card={details.loyalty.reward_card} checked={details.stamp_reward} error={fieldErrors['stamp_reward']} currency={currency} onChange={(stamp_reward) => props.onDetails({ stamp_reward })} />
        ) : null}
        {hasFeature('coupons') ? (
          <CouponField
            coupon={details.coupon}
            refusal={props.couponRefusal}
            discount={props.couponDiscount}
            currency={currency}
            error={fieldErrors['coupon_code']}
            onChange={(coupon) => props.onDetails({ coupon })}
          />
        ) : null}
        <SelectField
          label={pt('payment.method')}
          optional={t('common.optional')}
          placeholder=""
          value={details.payment_type ?? ''}
          error={fieldErrors['payment_type']}
          options={methods.map((method) => ({ value: method, label: paymentMethodLabel(method, lang) }))}
          onChange={(e) => props.onDetails({ payment_type: (e.target.value || null) as PaymentMethod | null })}
        />
        {details.payment_type === 'money' ? (
          <>
            <MoneyField label={pt('payment.changeFor')} optional={t('common.optional')} value={details.value_to_change} currency={currency} error={fieldErrors['value_to_change']} onChange={(cents) => props.onDetails({ value_to_change: cents })} />
            {details.value_to_change > 0 ? (
              <p className={cn('text-sm', change === null ? 'text-red-600' : 'text-gray-700')} data-testid="pdv-change">
                {change === null ? pt('payment.notEnough') : pt('payment.change', { change: formatMoney(change, currency) })}
              </p>
            ) : null}
          </>
        ) : null}
      </fieldset>
    </section>
  );
}

function DeliveryNote({ decision, currency }: { decision: DeliveryDecision | null; currency: string }) {
  const pt = usePdvT();
  if (!decision) return null;
  if (decision.deliverable) {
    return <p className="text-sm text-gray-700" data-testid="pdv-delivery-fee">{decision.free_delivery ? pt('address.free') : pt('address.fee', { fee: formatMoney(decision.fee, currency) })}</p>;
  }
  const text =
    decision.reason === 'outside_area'
      ? pt('address.outside')
      : decision.reason === 'day_off'
        ? pt('address.dayOff')
        : pt('address.belowMinimum', { minimum: formatMoney(decision.minimum_order, currency) });
  return (
    <p role="alert" className="text-sm text-red-600" data-testid="pdv-delivery-problem">
      {text}
    </p>
  );
}
