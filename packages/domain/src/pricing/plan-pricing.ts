import { formatMoney } from '../money/money';
import { DEFAULT_TIME_ZONE, businessDate } from '../time/business-time';
import type { Lang } from '../validation/lang';

/** Monthly prices of the pricing cards, in centavos (spec §9). */
export const PRICING_PLANS = {
  essential: { name: { pt: 'ESSENCIAL', en: 'ESSENTIAL' }, monthly: 6990 },
  professional: { name: { pt: 'PROFISSIONAL', en: 'PROFESSIONAL' }, monthly: 9990 },
} as const;
export type PricingPlan = keyof typeof PRICING_PLANS;

/** Businesses created before this date (in their own time zone) get the older customers' offer. */
export const LEGACY_OFFER_CUTOFF = '2025-07-01';

export const ESSENTIAL_PROMOTIONS = {
  legacy: {
    price: 2990,
    months: 4,
    label: { pt: 'Oferta especial para clientes antigos', en: 'Special offer for existing customers' },
  },
  launch: { price: 3990, months: 3, label: { pt: 'Oferta de lançamento', en: 'Launch offer' } },
} as const;
export type EssentialPromotionKind = keyof typeof ESSENTIAL_PROMOTIONS;

export type EssentialPromotion = {
  kind: EssentialPromotionKind;
  price: number;
  months: number;
  label: string;
  /** (normal − promo) × months, in centavos. */
  savings: number;
};

/** What a promotion saves over its months, in centavos (spec §9). */
export function promotionSavings(normalMonthly: number, promoMonthly: number, months: number): number {
  return Math.max(0, normalMonthly - promoMonthly) * months;
}

/** The essential plan's promotion for a business, by its creation date in its time zone. */
export function essentialPromotion(
  businessCreatedAt: Date | string,
  lang: Lang,
  timeZone: string = DEFAULT_TIME_ZONE,
): EssentialPromotion {
  const created = businessDate(new Date(businessCreatedAt), timeZone);
  const kind: EssentialPromotionKind = created < LEGACY_OFFER_CUTOFF ? 'legacy' : 'launch';
  const promotion = ESSENTIAL_PROMOTIONS[kind];
  return {
    kind,
    price: promotion.price,
    months: promotion.months,
    label: promotion.label[lang],
    savings: promotionSavings(PRICING_PLANS.essential.monthly, promotion.price, promotion.months),
  };
}

const BUTTON_TEXTS = {
  subscribe: { pt: 'Assinar por {price} ({months} meses)', en: 'Subscribe for {price} ({months} months)' },
  upgrade: { pt: 'Atualizar para {plan} Agora', en: 'Upgrade to {plan} Now' },
} as const;

/** 'Assinar por R$ 29,90 (4 meses)' */
export function subscribeButtonText(priceCentavos: number, months: number, lang: Lang): string {
  return BUTTON_TEXTS.subscribe[lang].replace('{price}', formatMoney(priceCentavos, lang)).replace('{months}', String(months));
}

/** 'Atualizar para PROFISSIONAL Agora' */
export function upgradeButtonText(plan: PricingPlan, lang: Lang): string {
  return BUTTON_TEXTS.upgrade[lang].replace('{plan}', PRICING_PLANS[plan].name[lang]);
}
