import { useState } from 'react';
import { UserRound } from 'lucide-react';
import type { CustomerResource } from '@comanda/domain/customers/customer-resource';
import type { DeliveryArea } from '@comanda/domain/delivery/district-delivery';
import { phoneFormatIfLoaded, useFormattedPhone } from '../../../lib/phone';
import { lookupTerm, useCustomerLookup } from '../api/customer-lookup';
import { fetchCustomerLoyalty } from '../api/customer-points';
import { usePdvT } from '../i18n';
import type { PdvDetails } from '../lib/pdv-order';

type Props = {
  businessId: number;
  details: PdvDetails;
  isDelivery: boolean;
  areas: readonly DeliveryArea[];
  onDetails: (patch: Partial<PdvDetails>) => void;
  onDistrict: (districtId: number | null) => void;
};

/**
 * Under the PDV's customer fields: the registered customers matching what the waiter typed. Picking
 * one fills the name, WhatsApp and e-mail, and on a delivery the address and bairro (when the
 * business delivers there); the order then attaches to that customer on the server by its phone.
 */
export function CustomerSuggestions({ businessId, details, isDelivery, areas, onDetails, onDistrict }: Props) {
  const pt = usePdvT();
  const term = lookupTerm(details.customer_name, details.customer_whatsapp);
  const [pickedFor, setPickedFor] = useState<string | null>(null);
  const found = useCustomerLookup(businessId, term === pickedFor ? null : term);
  const customers = found.data ?? [];
  if (term === null || term === pickedFor || customers.length === 0) return null;

  const pick = (customer: CustomerResource) => {
    const patch: Partial<PdvDetails> = {
      customer_name: customer.full_name,
      // The PDV loads the phone rules with its phone field; until then the number goes as stored.
      customer_whatsapp: phoneFormatIfLoaded()?.formatPhone(customer.whatsapp) ?? customer.whatsapp,
      customer_email: customer.email ?? '',
    };
    if (isDelivery) {
      Object.assign(patch, {
        address_street: customer.address_street ?? '',
        address_number: customer.address_number ?? '',
        address_complement: customer.address_complement ?? '',
        address_reference: customer.address_reference ?? '',
      });
      if (customer.district && areas.some((area) => area.district_id === customer.district!.id)) onDistrict(customer.district.id);
    }
    onDetails({ ...patch, loyalty: null, points: 0, stamp_reward: false, cashback: 0 });
    // Her points and full card, when she has them, are offered under the payment (fetched after the pick; a failure offers none).
    void fetchCustomerLoyalty(customer.id, businessId)
      .then((loyalty) => onDetails({ loyalty: loyalty.balance > 0 || loyalty.reward_card || loyalty.cashback_balance > 0 ? loyalty : null, points: 0, stamp_reward: false, cashback: 0 }))
      .catch(() => undefined);
    setPickedFor(lookupTerm(patch.customer_name ?? '', patch.customer_whatsapp ?? ''));
  };

  return (
    <div className="rounded-lg ring-1 ring-gray-200" data-testid="pdv-customer-suggestions">
      <p className="border-b border-gray-100 px-3 py-1.5 text-xs font-medium text-gray-500">{pt('customer.found')}</p>
      <ul className="divide-y divide-gray-100">
        {customers.map((customer) => (
          <li key={customer.id}>
            <button
              type="button"
              onClick={() => pick(customer)}
              aria-label={pt('customer.pick', { name: customer.full_name || customer.whatsapp })}
              className="flex w-full items-center gap-3 px-3 py-2 text-left text-sm hover:bg-gray-50 focus-visible:bg-gray-50 focus-visible:outline-none"
            >
              <UserRound className="size-4 shrink-0 text-gray-400" aria-hidden="true" />
              <Suggestion customer={customer} />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Suggestion({ customer }: { customer: CustomerResource }) {
  const pt = usePdvT();
  const phone = useFormattedPhone(customer.whatsapp);
  return (
    <span className="min-w-0 flex-1">
      <span className="block truncate font-medium text-gray-900">{customer.full_name || phone}</span>
      <span className="block truncate text-xs text-gray-500">
        {phone} · {pt('customer.orders', { count: customer.orders_count })}
        {customer.address_street ? ` · ${customer.address_street}${customer.address_number ? `, ${customer.address_number}` : ''}` : ''}
      </span>
    </span>
  );
}
