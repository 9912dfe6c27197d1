import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ArrowLeft, Coins, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CustomerDetail } from '@comanda/domain/customers/customer-resource';
import { orderStatusLabel } from '@comanda/domain/orders/order-status';
import { formatPhone } from '@comanda/domain/phone/phone';
import { toLang } from '@comanda/domain/validation/lang';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notifyApiError } from '../../../lib/form-errors';
import { formatDate, formatMoney } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { notify } from '../../../lib/toast';
import { useCustomerPointsBalance, useDeleteCustomer } from '../api/customers';
import { useCustomersT } from '../i18n';
import { customerLabel, formatBirthday } from '../lib/customer-display';
import { CustomerFormDialog } from './customer-form-dialog';

type Props = { businessId: number; customer: CustomerDetail; currency: string };

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
      <dt className="text-xs font-medium text-gray-500">{label}</dt>
      <dd className="mt-1 text-xl font-semibold text-gray-900 tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** /customers/{id}: the customer's figures, contact, consent and latest orders; edit and delete. */
export function CustomerProfile({ businessId, customer, currency }: Props) {
  const ct = useCustomersT();
  const { i18n } = useTranslation();
  const lang = toLang(i18n.language);
  const navigate = useNavigate();
  const remove = useDeleteCustomer();
  const points = useCustomerPointsBalance(customer.id);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const name = customerLabel(customer);

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(customer.id);
      notify.success({ title: ct('delete.deleted', { name }) });
      await navigate(paths.customers.to(), { replace: true });
    } catch (error) {
      setDeleting(false);
      notifyApiError(error);
    }
  };

  const consent = customer.marketing_consent
    ? `${ct('profile.consentGiven', { date: formatDate(customer.marketing_consent_at) })} ${customer.marketing_consent_source === 'sign_up_link' ? ct('profile.consentViaLink') : ct('profile.consentViaTeam')}`
    : customer.marketing_opt_out_at
      ? ct('profile.optedOut', { date: formatDate(customer.marketing_opt_out_at) })
      : ct('profile.noConsent');
  const address = [customer.address_street, customer.address_number, customer.address_complement, customer.district?.name].filter(Boolean).join(', ');

  return (
    <div className="space-y-4" data-testid="customer-profile">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <Link to={paths.customers.to()} className="inline-flex items-center gap-1 text-sm text-gray-500 hover:text-gray-700">
            <ArrowLeft className="size-4" aria-hidden="true" /> {ct('profile.back')}
          </Link>
          <h1 className="mt-1 truncate text-2xl font-semibold text-gray-900">{name}</h1>
          <p className="text-sm text-gray-500">
            {ct('profile.since', { date: formatDate(customer.created_at) })} · {ct(`profile.sources.${customer.source}`)}
          </p>
        </div>
        <div className="flex gap-2">
          <Link to={paths.customersIdPointsHistory.to({ id: customer.id })} className={buttonClasses('secondary', 'md', 'gap-2')}>
            <Coins className="size-4" aria-hidden="true" /> {ct('profile.pointsHistory')}
          </Link>
          <Button variant="secondary" onClick={() => setEditing(true)} className="gap-2" data-testid="customer-edit">
            <Pencil className="size-4" aria-hidden="true" /> {ct('profile.edit')}
          </Button>
          <Button variant="danger" onClick={() => setDeleting(true)} className="gap-2" data-testid="customer-delete">
            <Trash2 className="size-4" aria-hidden="true" /> {ct('profile.delete')}
          </Button>
        </div>
      </div>

      <dl className="grid grid-cols-[repeat(auto-fit,minmax(9.5rem,1fr))] gap-3">
        <Figure label={ct('profile.orders')} value={String(customer.orders_count)} testId="customer-orders-count" />
        <Figure label={ct('profile.spent')} value={formatMoney(customer.total_spent, currency)} testId="customer-total-spent" />
        <Figure label={ct('profile.averageTicket')} value={formatMoney(customer.average_ticket, currency)} testId="customer-average-ticket" />
        <Figure label={ct('profile.lastOrder')} value={customer.last_order_at ? formatDate(customer.last_order_at) : '—'} testId="customer-last-order" />
        <Figure
          label={ct('profile.points')}
          value={points.data ? `${points.data.balance} (${formatMoney(points.data.value, currency)})` : '—'}
          testId="customer-points"
        />
        {/* The stamp card and the cashback credit (issue 18), when the business runs them and the customer has any. */}
        {points.data?.stamps_required ? (
          <Figure label={ct('profile.stamps')} value={ct('profile.stampsOf', { stamps: points.data.stamps, required: points.data.stamps_required })} testId="customer-stamps" />
        ) : null}
        {points.data && points.data.cashback_balance > 0 ? (
          <Figure label={ct('profile.cashback')} value={formatMoney(points.data.cashback_balance, currency)} testId="customer-cashback" />
        ) : null}
      </dl>

      <div className="grid gap-4 lg:grid-cols-2">
        <Card title={ct('profile.contact')} as="h2">
          <ul className="space-y-2 text-sm text-gray-700">
            <li data-testid="customer-whatsapp">{formatPhone(customer.whatsapp)}</li>
            {customer.email ? <li>{customer.email}</li> : null}
            {customer.birthday ? <li>{ct('profile.birthday', { date: formatBirthday(customer.birthday) })}</li> : null}
            {address ? (
              <li>
                <span className="font-medium text-gray-900">{ct('profile.address')}: </span>
                {address}
                {customer.address_reference ? ` (${customer.address_reference})` : ''}
              </li>
            ) : null}
            {customer.notes ? (
              <li>
                <span className="font-medium text-gray-900">{ct('profile.notes')}: </span>
                {customer.notes}
              </li>
            ) : null}
            <li className="text-gray-500" data-testid="customer-consent">{consent}</li>
          </ul>
        </Card>
        <Card title={ct('profile.recentOrders')} as="h2">
          {customer.recent_orders.length === 0 ? (
            <p className="text-sm text-gray-500">{ct('profile.noOrders')}</p>
          ) : (
            <ul className="divide-y divide-gray-100 text-sm" data-testid="customer-orders">
              {customer.recent_orders.map((order) => (
                <li key={order.id} className="flex items-center justify-between gap-3 py-2">
                  <div className="min-w-0">
                    <p className="font-medium text-gray-900">{ct('profile.orderNumber', { number: order.number })}</p>
                    <p className="text-xs text-gray-500">
                      {formatDate(order.created_at)} · {orderStatusLabel(order.status, lang)}
                    </p>
                  </div>
                  <span className={order.status === 'canceled' ? 'text-gray-400 line-through tabular-nums' : 'font-medium text-gray-900 tabular-nums'}>
                    {formatMoney(order.total, currency)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>

      {editing ? <CustomerFormDialog businessId={businessId} customer={customer} open onClose={() => setEditing(false)} /> : null}
      <ConfirmDialog
        open={deleting}
        onClose={() => setDeleting(false)}
        onConfirm={() => void confirmDelete()}
        title={ct('delete.title', { name })}
        description={ct('delete.description')}
        confirmLabel={ct('delete.confirm')}
        pending={remove.isPending}
      />
    </div>
  );
}
