// Zod-free on purpose: the web's audit page reads the catalogue without loading zod.

/**
 * The actions the audit trail records (docs/decisions/0015), `entity.verb`, as the API writes them.
 * A new writeAudit action belongs here, so the audit page can name it; one it does not know yet is
 * shown by its raw code. The employee actions are written by the team page (issue 19).
 */
export const AUDIT_ACTIONS = [
  'order.create',
  'order.append',
  'order.update',
  'order.discount',
  'order.status',
  'order.status_undo',
  'order.cancel',
  'order.paid',
  'order.service_charge_off',
  'order.transfer',
  'order.merge',
  'order.close_bill',
  'order.points_redeemed',
  'order.release',
  'product.update',
  'product.delete',
  'product.duplicate',
  'promotion.create',
  'promotion.update',
  'promotion.activate',
  'promotion.deactivate',
  'promotion.delete',
  'coupon.create',
  'coupon.update',
  'coupon.toggle',
  'coupon.delete',
  'customer.create',
  'customer.update',
  'customer.delete',
  'table.create',
  'table.update',
  'table.delete',
  'printer.create',
  'printer.update',
  'printer.delete',
  'print_device.create',
  'print_device.revoke',
  'business.update',
  'general_settings.update',
  'opening_hours.update',
  'payment_methods.update',
  'card_fee.update',
  'payment_connection.connect',
  'payment_connection.disconnect',
  'whatsapp.connect',
  'whatsapp.logout',
  'whatsapp.delete',
  'district_delivery.update',
  'loyalty.program',
  'loyalty.cashback_rule',
  'loyalty.cashback_rule_toggle',
  'loyalty.stamp_card',
  'loyalty.stamp_card_toggle',
  'employee.register',
  'employee.update',
  'employee.permissions',
  'employee.toggle',
  'employee.delete',
  'business.admin_enter',
  'business.admin_leave',
  'subscription.trial',
  'subscription.mark_paid',
  'subscription.free_periods',
  'subscription.change_plan',
  'plan.create',
  'plan.update',
  'plan.delete',
  'plan.features',
  'addon.create',
  'addon.update',
  'addon.delete',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export function isKnownAuditAction(action: string): action is AuditAction {
  return (AUDIT_ACTIONS as readonly string[]).includes(action);
}

/**
 * The audit page's action filter: what an owner looks for, each the `action` values it sends (an
 * exact action, or a prefix ending in '.' for every action of an entity).
 */
export const AUDIT_ACTION_GROUPS = {
  order_cancel: ['order.cancel'],
  discount: ['order.discount'],
  payment: ['order.paid', 'order.close_bill'],
  orders: ['order.'],
  product: ['product.'],
  promotion: ['promotion.'],
  coupon: ['coupon.'],
  customer: ['customer.'],
  permissions: ['employee.permissions'],
  employee: ['employee.register', 'employee.update', 'employee.toggle', 'employee.delete'],
  settings: [
    'business.update',
    'general_settings.update',
    'opening_hours.update',
    'payment_methods.update',
    'card_fee.update',
    'payment_connection.',
    'whatsapp.',
    'district_delivery.update',
    'table.',
    'printer.',
    'print_device.',
    'loyalty.',
  ],
  support: ['business.admin_enter', 'business.admin_leave', 'subscription.'],
} as const satisfies Record<string, readonly string[]>;
export type AuditActionGroup = keyof typeof AUDIT_ACTION_GROUPS;
export const AUDIT_ACTION_GROUP_NAMES = Object.keys(AUDIT_ACTION_GROUPS) as AuditActionGroup[];

/** Whether `action` is one a filter value (exact, or a prefix ending in '.') selects. */
export function actionMatches(filter: string, action: string): boolean {
  return filter.endsWith('.') ? action.startsWith(filter) : action === filter;
}
