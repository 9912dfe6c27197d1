import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CustomerResource } from '@comanda/domain/customers/customer-resource';
import type { Page } from '@comanda/domain/wire/pagination';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Fewer letters than this, or digits, are too little to look anyone up by. */
const MIN_LETTERS = 2;
const MIN_DIGITS = 4;
const DELAY_MS = 250;
const SHOWN = 5;

/** What is worth a look-up in what the waiter typed: the phone's digits first, else the name. */
export function lookupTerm(name: string, whatsapp: string): string | null {
  const digits = whatsapp.replace(/\D/g, '');
  if (digits.length >= MIN_DIGITS) return digits;
  const letters = name.trim();
  return letters.length >= MIN_LETTERS ? letters : null;
}

/**
 * The business's customers matching the PDV's name or WhatsApp as the waiter types (issue 18), a
 * moment after the typing stops: GET v1/businesses/{id}/customers?search=…, the five latest buyers.
 */
export function useCustomerLookup(businessId: number, term: string | null) {
  const [settled, setSettled] = useState(term);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(term), DELAY_MS);
    return () => clearTimeout(timer);
  }, [term]);
  return useQuery({
    queryKey: [...queryKeys.customers, 'lookup', businessId, settled],
    queryFn: async ({ signal }) =>
      (await apiRequest<Page<CustomerResource>>(`/businesses/${businessId}/customers`, { query: { search: settled ?? '', per_page: SHOWN, sort: 'last_order' }, signal, loadingBar: false })).data,
    enabled: settled !== null,
    staleTime: 30_000,
  });
}
