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
