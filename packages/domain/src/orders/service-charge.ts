import type { PermissionName } from '../permissions/permission-rules';

/*
 * The waiter's service charge (spec §5, "taxa de serviço"): an order that carries it by the business's
 * settings keeps it unless someone who may take it off does so. One rule for every path that can take
 * it off (issue 30): placing the order at the PDV, closing a table's bill, and
 * PUT v1/orders/{id}/disable-service-charge-waiter. A waiter without the permission keeps it on.
 */

/** Who may take the service charge off an order: whoever manages the orders (the cashier, the owner). */
export const REMOVE_SERVICE_CHARGE_PERMISSION = 'manage_orders' satisfies PermissionName;

/** Whether a request takes off a service charge the order would carry: it is due and asked off. */
export function removesServiceCharge(chargedByDefault: boolean, wanted: boolean): boolean {
  return chargedByDefault && !wanted;
}
