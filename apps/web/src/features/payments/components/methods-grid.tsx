import { useTranslation } from 'react-i18next';
import type { PaymentMethodsByOrderType } from '@comanda/domain/business/payment-settings';
import { ORDER_TYPE_NAMES, type OrderType } from '@comanda/domain/orders/order-type';
import { PAYMENT_METHODS, paymentMethodLabel, type PaymentMethod } from '@comanda/domain/orders/payment';
import { toLang } from '@comanda/domain/validation/lang';
import { Card } from '../../../components/ui/card';
import type { PathErrors } from '../../../lib/form-validation';
import { usePaymentsT } from '../i18n';

type MethodsGridProps = {
  methods: PaymentMethodsByOrderType;
  errors: PathErrors;
  disabled: boolean;
  onToggle: (orderType: OrderType, method: PaymentMethod, on: boolean) => void;
};

/** Methods down, order types across (Delivery, Retirada, Mesa): one checkbox each; fits 390 px. */
export function MethodsGrid({ methods, errors, disabled, onToggle }: MethodsGridProps) {
  const pt = usePaymentsT();
  const { i18n } = useTranslation();
  const lang = toLang(i18n.language);
  const typeName = (type: OrderType) => pt(`orderTypes.${type}`);
  const columnError = (type: OrderType) => errors[`payment_methods.${type}`];
  const faults = ORDER_TYPE_NAMES.filter((type) => columnError(type));

  return (
    <Card title={pt('methods.title')} description={pt('methods.description')}>
      <table className="w-full table-fixed text-sm" data-testid="payment-methods-grid">
        <thead>
          <tr className="border-b border-gray-200 text-gray-600">
            <th scope="col" className="py-2 pr-2 text-left font-medium">
              {pt('methods.method')}
            </th>
            {ORDER_TYPE_NAMES.map((type) => (
              <th key={type} scope="col" className={`w-[4.5rem] px-1 py-2 text-center font-medium sm:w-28 ${columnError(type) ? 'text-red-700' : ''}`}>
                {typeName(type)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {PAYMENT_METHODS.map((method) => (
            <tr key={method}>
              <th scope="row" className="py-3 pr-2 text-left font-normal text-gray-900">
                {paymentMethodLabel(method, lang)}
                {method === 'mercado_pago' ? <span className="block text-xs text-gray-500">{pt('methods.onlineHint')}</span> : null}
              </th>
              {ORDER_TYPE_NAMES.map((type) => (
                <td key={type} className="px-1 py-3 text-center">
                  <input
                    type="checkbox"
                    className="size-5 cursor-pointer rounded border-gray-300 accent-brand-600 disabled:cursor-not-allowed"
                    aria-label={pt('methods.checkbox', { method: paymentMethodLabel(method, lang), orderType: typeName(type) })}
                    aria-invalid={columnError(type) ? true : undefined}
                    checked={methods[type].includes(method)}
                    disabled={disabled}
                    onChange={(event) => onToggle(type, method, event.target.checked)}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {faults.length > 0 ? (
        <ul className="mt-3 space-y-1 text-sm text-red-700" data-testid="payment-methods-errors">
          {faults.map((type) => (
            <li key={type}>{pt('methods.errorOf', { orderType: typeName(type), message: columnError(type) ?? '' })}</li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
