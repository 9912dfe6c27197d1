import type { CardFee, CardFeeType } from '@comanda/domain/business/card-fee';
import type { PaymentMethodsByOrderType, PaymentSettingsResource, PixKeyType } from '@comanda/domain/business/payment-settings';
import { CardFeeBodySchema, PaymentMethodsBodySchema } from '@comanda/domain/business/payment-settings-bodies';
import { formatPixKey, maskPixKeyInput } from '@comanda/domain/business/pix-key';
import type { OrderType } from '@comanda/domain/orders/order-type';
import { PAYMENT_METHODS, type PaymentMethod } from '@comanda/domain/orders/payment';
import type { Lang } from '@comanda/domain/validation/lang';
import { pathErrors, type PathErrors } from '../../../lib/form-validation';
import type { PaymentSettingsChanges } from '../api/save-payment-settings';

/*
 * The payment methods page edits one document (methods per order type, Pix key, card fee) and
 * saves what changed. These helpers keep the edits pure, so they are tested without rendering.
 */

export type FeeKind = 'none' | CardFeeType;

export type PaymentDraft = {
  methods: PaymentMethodsByOrderType;
  pixKeyType: PixKeyType | null;
  /** As shown in its field, with the mask of its kind. */
  pixKey: string;
  feeKind: FeeKind;
  /** The percentage as typed: '3,5'. */
  percentText: string;
  fixedCentavos: number;
  passedToCustomer: boolean;
};

/** 3.5 as the language writes it: '3,5' in pt, '3.5' in en. */
export function formatPercentText(percent: number, lang: Lang): string {
  const text = String(percent);
  return lang === 'pt' ? text.replace('.', ',') : text;
}

/** '3,5', '3.5' or '3,5 %' → 3.5; null when it is not a plain decimal. */
export function parsePercentText(text: string): number | null {
  const plain = text.trim().replace(/\s*%$/, '').replace(',', '.');
  return /^\d+(\.\d+)?$/.test(plain) ? Number(plain) : null;
}

export function toDraft(saved: PaymentSettingsResource, lang: Lang): PaymentDraft {
  const fee = saved.card_fee;
  return {
    methods: saved.payment_methods,
    pixKeyType: saved.pix_key_type,
    pixKey: saved.pix_key_type && saved.pix_key ? formatPixKey(saved.pix_key_type, saved.pix_key) : '',
    feeKind: fee?.type ?? 'none',
    percentText: fee?.type === 'percentage' ? formatPercentText(fee.value, lang) : '',
    fixedCentavos: fee?.type === 'fixed' ? fee.value : 0,
    passedToCustomer: fee?.passed_to_customer ?? false,
  };
}

export function withMethod(draft: PaymentDraft, orderType: OrderType, method: PaymentMethod, on: boolean): PaymentDraft {
  const current = draft.methods[orderType];
  const next = on ? [...current, method] : current.filter((m) => m !== method);
  return { ...draft, methods: { ...draft.methods, [orderType]: PAYMENT_METHODS.filter((m) => next.includes(m)) } };
}

/** Another kind of key starts empty: a CPF's digits are not an e-mail. */
export function withPixKeyType(draft: PaymentDraft, type: PixKeyType | null): PaymentDraft {
  return type === draft.pixKeyType ? draft : { ...draft, pixKeyType: type, pixKey: '' };
}

export function withPixKey(draft: PaymentDraft, text: string): PaymentDraft {
  return { ...draft, pixKey: draft.pixKeyType ? maskPixKeyInput(draft.pixKeyType, text) : text };
}

/** The fee the draft describes, in wire units; null with none, or a percentage not readable yet. */
export function draftCardFee(draft: PaymentDraft): CardFee | null {
  if (draft.feeKind === 'fixed') return draft.fixedCentavos > 0 ? { type: 'fixed', value: draft.fixedCentavos } : null;
  if (draft.feeKind !== 'percentage') return null;
  const percent = parsePercentText(draft.percentText);
  return percent ? { type: 'percentage', value: percent } : null;
}

function methodsBodyOf(draft: PaymentDraft): NonNullable<PaymentSettingsChanges['methods']> {
  return { payment_methods: draft.methods, pix_key_type: draft.pixKeyType, pix_key: draft.pixKeyType ? draft.pixKey : null };
}

function feeBodyOf(draft: PaymentDraft): NonNullable<PaymentSettingsChanges['fee']> {
  const fee = draftCardFee(draft);
  return fee ? { type: fee.type, value: fee.value, passed_to_customer: draft.passedToCustomer } : { type: null };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fee part as it would be sent; a percentage not readable yet compares by its text. */
function feeKeyOf(draft: PaymentDraft): unknown {
  return draft.feeKind === 'percentage' && parsePercentText(draft.percentText) === null ? { unreadable: draft.percentText } : feeBodyOf(draft);
}

/**
 * What a save sends: only the parts that differ from what was saved (null: unchanged). A
 * percentage typed '3.50' is the saved 3,5: what would be sent is compared, not the text.
 */
export function changesOf(saved: PaymentSettingsResource, draft: PaymentDraft, lang: Lang): PaymentSettingsChanges {
  const before = toDraft(saved, lang);
  const methods = methodsBodyOf(draft);
  return {
    version: saved.version,
    methods: same(methods, methodsBodyOf(before)) ? null : methods,
    fee: same(feeKeyOf(draft), feeKeyOf(before)) ? null : feeBodyOf(draft),
  };
}

export function isChanged(changes: PaymentSettingsChanges): boolean {
  return changes.methods !== null || changes.fee !== null;
}

/**
 * The domain's checks on what would be sent, with the paths the API answers in a 422; plus a
 * percentage that cannot be read as a number, which never reaches the schema.
 */
export function validateDraft(draft: PaymentDraft, lang: Lang, percentInvalid: string): PathErrors {
  const errors = pathErrors(PaymentMethodsBodySchema, { ...methodsBodyOf(draft), version: 0 }, lang);
  if (draft.feeKind === 'percentage' && parsePercentText(draft.percentText) === null) return { ...errors, value: percentInvalid };
  return { ...errors, ...pathErrors(CardFeeBodySchema, { ...feeBodyOf(draft), version: 0 }, lang) };
}
