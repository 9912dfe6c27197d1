import { isKnownAuditAction } from '@comanda/domain/audit/audit-actions';
import type { AuditEntryResource } from '@comanda/domain/audit/audit-resource';
import { kitchenHasOrder } from '@comanda/domain/orders/kitchen';
import { ORDER_STATUSES, orderStatusLabel, type OrderStatus } from '@comanda/domain/orders/order-status';
import { paymentStatusLabel } from '@comanda/domain/orders/payment';
import { PERMISSIONS } from '@comanda/domain/permissions/permission-rules';
import { permissionLabel } from '@comanda/domain/permissions/permission-catalogue';
import type { Lang } from '@comanda/domain/validation/lang';
import type { AuditKey, AuditT } from '../i18n';

/*
 * An audit entry in words (issue 19): the sentence of its action ("Cancelou o pedido nº 12"), the
 * cancel's reason on its own, and the fields it changed (before → after) for the details. An action
 * the page does not know yet reads as its raw code; a field it does not know, as its key.
 */

export type AuditTextContext = { t: AuditT; lang: Lang; money: (centavos: number) => string };

type Fields = Record<string, unknown>;
type Entry = Pick<AuditEntryResource, 'action' | 'before' | 'after'>;

const fieldsOf = (value: unknown): Fields | null => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : null);
const textOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
const numberOf = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

const orderStatusOf = (value: unknown): OrderStatus | null => ORDER_STATUSES.find((s) => s === value) ?? null;

function statusText(value: unknown, lang: Lang): string {
  const status = orderStatusOf(value);
  return status ? orderStatusLabel(status, lang) : (textOf(value) ?? '');
}

export type AuditSentence = {
  text: string;
  /** A cancel's reason, shown plainly under the sentence. */
  reason: string | null;
};

export function auditSentence(entry: Entry, ctx: AuditTextContext): AuditSentence {
  const { t, lang, money } = ctx;
  const before = fieldsOf(entry.before);
  const after = fieldsOf(entry.after);
  // The entry's subject as it is now (after), or as it was (a deletion has only before).
  const read = (key: string) => after?.[key] ?? before?.[key];
  const number = numberOf(read('number'));
  const name = textOf(read('name'));
  const values = {
    order: number !== null ? t('subject.orderNumber', { number }) : t('subject.order'),
    product: name ? t('subject.productNamed', { name }) : t('subject.product'),
    person: name ?? t('subject.person'),
    amount: money(numberOf(after?.amount) ?? 0),
    status: statusText(read('status'), lang),
    provider: textOf(read('provider_name')) ?? '',
    phone: textOf(read('phone')) ?? '',
  };
  const reason = entry.action === 'order.cancel' ? textOf(after?.reason) : null;
  return { text: sentenceText(entry.action, before, after, values, t, money), reason };
}

function sentenceText(action: string, before: Fields | null, after: Fields | null, values: Record<string, string>, t: AuditT, money: (c: number) => string): string {
  if (action === 'order.discount' && numberOf(after?.amount) === 0) return t('special.discountRemoved', values);
  if (action === 'product.update') {
    const from = numberOf(before?.amount);
    const to = numberOf(after?.amount);
    if (from !== null && to !== null && from !== to) return t('special.priceChanged', { ...values, from: money(from), to: money(to) });
  }
  // An order's items changed after the kitchen had it (issue 19): said so, it is what an owner looks for.
  const editedFrom = action === 'order.update' ? orderStatusOf(before?.status) : null;
  if (editedFrom && kitchenHasOrder(editedFrom)) return t('special.editedAfterKitchen', values);
  if (action === 'employee.toggle' && typeof after?.is_active === 'boolean') {
    return t(after.is_active ? 'special.employeeActivated' : 'special.employeeDeactivated', values);
  }
  if (!isKnownAuditAction(action)) return t('unknownAction', { action });
  return t(`actions.${action}` as AuditKey, values);
}

/** One changed field: its value before and after, or, for a list (permissions), what came and went. */
export type AuditChange =
  | { field: string; kind: 'value'; before: unknown; after: unknown }
  | { field: string; kind: 'list'; added: unknown[]; removed: unknown[] };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const isPlainList = (value: unknown): value is unknown[] => Array.isArray(value) && value.every((item) => item === null || typeof item !== 'object');

/**
 * The fields an entry changed: those of `after` that differ from `before` (a field `before` alone
 * keeps is context, such as the order's number, not a change); everything `after` holds for a
 * creation, everything `before` held for a deletion.
 */
export function auditChanges(beforeValue: unknown, afterValue: unknown): AuditChange[] {
  const before = fieldsOf(beforeValue);
  const after = fieldsOf(afterValue);
  if (!after) return before ? Object.entries(before).map(([field, value]) => ({ field, kind: 'value', before: value, after: undefined })) : [];
  const changes: AuditChange[] = [];
  for (const [field, value] of Object.entries(after)) {
    const had = before !== null && Object.hasOwn(before, field);
    const old = had ? before[field] : undefined;
    if (had && same(old, value)) continue;
    if (had && isPlainList(old) && isPlainList(value)) {
      changes.push({ field, kind: 'list', added: value.filter((v) => !old.some((o) => same(o, v))), removed: old.filter((o) => !value.some((v) => same(o, v))) });
    } else {
      changes.push({ field, kind: 'value', before: old, after: value });
    }
  }
  return changes;
}

/** Fields the page has a label for; any other shows its key. */
const KNOWN_FIELDS = [
  'name', 'amount', 'active', 'category_id', 'is_weight_based', 'status', 'payment_status', 'reason', 'total', 'subtotal', 'discount',
  'service_charge', 'delivery_fee', 'number', 'table_id', 'from_order_id', 'payments', 'lines', 'permissions', 'preset', 'role',
  'is_active', 'email', 'whatsapp', 'code', 'undone', 'auto_accepted', 'version', 'points', 'value',
] as const;
type KnownField = (typeof KNOWN_FIELDS)[number];

/** Fields in centavos. */
const MONEY_FIELDS = new Set(['amount', 'total', 'subtotal', 'discount', 'service_charge', 'delivery_fee', 'value', 'min_order', 'minimum_order', 'card_fee']);

export function auditFieldLabel(field: string, t: AuditT): string {
  const known = KNOWN_FIELDS.find((f): f is KnownField => f === field);
  return known ? t(`fields.${known}`) : field;
}

function listItemText(field: string, item: unknown, lang: Lang): string {
  if (field === 'permissions') {
    const name = PERMISSIONS.find((p) => p === item);
    if (name) return permissionLabel(name, lang);
  }
  return item === null ? '—' : String(item);
}

/** A list's items in words (permissions by their labels), comma-separated. */
export function auditListText(field: string, items: readonly unknown[], ctx: AuditTextContext): string {
  return items.length === 0 ? ctx.t('details.empty') : items.map((item) => listItemText(field, item, ctx.lang)).join(', ');
}

const JSON_MAX = 160;

/** A field's value as a person reads it: money formatted, statuses and permissions by their labels. */
export function auditValueText(field: string, value: unknown, ctx: AuditTextContext): string {
  const { t, lang, money } = ctx;
  if (value === undefined || value === null || value === '') return t('details.empty');
  if (typeof value === 'boolean') return t(value ? 'details.yes' : 'details.no');
  if (typeof value === 'number') return MONEY_FIELDS.has(field) ? money(value) : String(value);
  if (typeof value === 'string') {
    if (field === 'status' || field === 'undone') return statusText(value, lang);
    if (field === 'payment_status') return paymentStatusLabel(value, lang);
    return value;
  }
  if (Array.isArray(value) && field === 'lines') return t('details.items', { count: value.length });
  if (isPlainList(value)) return auditListText(field, value, ctx);
  const json = JSON.stringify(value);
  return json.length > JSON_MAX ? `${json.slice(0, JSON_MAX - 1)}…` : json;
}

/** When, in the business's time zone: '26/11/2026, 12:05' in pt. */
export function auditTimeText(iso: string, timeZone: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short', timeZone }).format(date);
}
