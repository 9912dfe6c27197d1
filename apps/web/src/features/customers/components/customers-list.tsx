import { Link } from 'react-router';
import { Megaphone } from 'lucide-react';
import type { CustomerResource } from '@comanda/domain/customers/customer-resource';
import { formatPhone } from '@comanda/domain/phone/phone';
import { formatDate, formatMoney } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useCustomersT } from '../i18n';
import { customerLabel } from '../lib/customer-display';

type Props = { customers: readonly CustomerResource[]; currency: string };

/** The page of customers: a table on a wide screen, a list of cards on a phone; each opens the customer. */
export function CustomersList({ customers, currency }: Props) {
  const ct = useCustomersT();
  return (
    <div className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-gray-200">
      <table className="w-full text-sm" data-testid="customers-list">
        <thead className="hidden bg-gray-50 text-left text-xs font-medium uppercase tracking-wide text-gray-500 md:table-header-group">
          <tr>
            <th scope="col" className="px-4 py-3">{ct('columns.name')}</th>
            <th scope="col" className="px-4 py-3">{ct('columns.whatsapp')}</th>
            <th scope="col" className="px-4 py-3 text-right">{ct('columns.orders')}</th>
            <th scope="col" className="px-4 py-3 text-right">{ct('columns.spent')}</th>
            <th scope="col" className="px-4 py-3">{ct('columns.lastOrder')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {customers.map((customer) => (
            <tr key={customer.id} className="relative flex flex-col gap-1 px-4 py-3 hover:bg-gray-50 md:table-row md:p-0" data-testid="customer-row">
              <td className="md:px-4 md:py-3">
                <Link to={paths.customersId.to({ id: customer.id })} className="font-medium text-gray-900 after:absolute after:inset-0 focus-visible:outline-2 focus-visible:outline-brand-600">
                  {customerLabel(customer)}
                </Link>
                {customer.marketing_consent ? (
                  <span className="ml-2 inline-flex items-center gap-1 rounded-full bg-green-50 px-2 py-0.5 text-xs text-green-700" title={ct('consentBadge')}>
                    <Megaphone className="size-3" aria-hidden="true" />
                    <span className="sr-only md:not-sr-only">{ct('consentBadge')}</span>
                  </span>
                ) : null}
              </td>
              <td className="text-gray-600 md:px-4 md:py-3">{formatPhone(customer.whatsapp)}</td>
              <td className="text-gray-600 tabular-nums md:px-4 md:py-3 md:text-right">
                <span className="md:hidden">{ct('columns.orders')}: </span>
                {customer.orders_count}
              </td>
              <td className="font-medium text-gray-900 tabular-nums md:px-4 md:py-3 md:text-right">{formatMoney(customer.total_spent, currency)}</td>
              <td className="text-gray-500 md:px-4 md:py-3">{customer.last_order_at ? formatDate(customer.last_order_at) : ct('columns.never')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
