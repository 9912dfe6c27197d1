// The txid a Pix charge of an order carries (INTEGRATIONS.md "Pix"), made from the order's uuid so
// the payment finds its order with no table of its own, and the same order always gets the same txid
// (a charge asked for twice is one charge at the provider).

const hexOf = (uuid: string) => uuid.replace(/-/g, '').toLowerCase();

/** A dynamic charge (Efí `PUT /v2/cob/:txid`, `[a-zA-Z0-9]{26,35}`): the uuid's 32 hex digits. */
export function dynamicPixTxid(orderUuid: string): string {
  return hexOf(orderUuid);
}

/** A static BR Code (field 62-05, at most 25 alphanumerics): the uuid's first 25 hex digits. */
export function staticPixTxid(orderUuid: string): string {
  return hexOf(orderUuid).slice(0, 25);
}

/**
 * The order uuid a dynamic charge's txid was made from (the inverse of dynamicPixTxid), or null
 * when the txid is not one of ours: a Pix webhook names the txid, and the order is found by uuid.
 */
export function orderUuidOfDynamicTxid(txid: string): string | null {
  if (!/^[0-9a-fA-F]{32}$/.test(txid)) return null;
  const h = txid.toLowerCase();
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
