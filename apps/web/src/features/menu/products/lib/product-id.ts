import { useParams } from 'react-router';
import { MAX_ROW_ID } from '@comanda/domain/validation/row-id';

/** The product id of a /cardapio/{id} URL, or null when it cannot name a product (it then reads as not found). */
export function parseProductId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_ROW_ID ? id : null;
}

export function useProductId(): number | null {
  return parseProductId(useParams()['id']);
}
