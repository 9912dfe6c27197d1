import { describe, expect, it } from 'vitest';
import {
  PRICING_PLANS, essentialPromotion, promotionSavings, subscribeButtonText, upgradeButtonText,
} from './plan-pricing';

const NBSP = '\u00a0';

describe('plan prices (spec §9)', () => {
  it('ESSENCIAL is R$ 69,90 and PROFISSIONAL R$ 99,90 a month', () => {
    expect(PRICING_PLANS.essential).toMatchObject({ monthly: 6990, name: { pt: 'ESSENCIAL' } });
    expect(PRICING_PLANS.professional).toMatchObject({ monthly: 9990, name: { pt: 'PROFISSIONAL' } });
  });
});

describe('essential promotion by creation date (spec §9)', () => {
  it('created on 2025-06-30: R$ 29,90 for 4 months, Oferta especial para clientes antigos', () => {
    expect(essentialPromotion('2025-06-30T12:00:00-03:00', 'pt')).toEqual({
      kind: 'legacy', price: 2990, months: 4, label: 'Oferta especial para clientes antigos', savings: 4 * (6990 - 2990),
    });
  });

  it('created on 2025-07-01: R$ 39,90 for 3 months, Oferta de lançamento', () => {
    expect(essentialPromotion('2025-07-01T00:00:00-03:00', 'pt')).toEqual({
      kind: 'launch', price: 3990, months: 3, label: 'Oferta de lançamento', savings: 3 * (6990 - 3990),
    });
  });

  it('the cut-off day is the business day: 2025-07-01 01:00 UTC is still 2025-06-30 in São Paulo', () => {
    expect(essentialPromotion(new Date('2025-07-01T01:00:00Z'), 'pt').kind).toBe('legacy');
    expect(essentialPromotion(new Date('2025-07-01T03:00:00Z'), 'pt').kind).toBe('launch');
  });

  it('labels are in English too', () => {
    expect(essentialPromotion('2025-01-01T00:00:00Z', 'en').label).toBe('Special offer for existing customers');
    expect(essentialPromotion('2025-09-01T00:00:00Z', 'en').label).toBe('Launch offer');
  });
});

describe('savings = (normal − promo) × months', () => {
  it('computes in centavos', () => expect(promotionSavings(6990, 2990, 4)).toBe(16000));
  it('never negative', () => expect(promotionSavings(1000, 2000, 3)).toBe(0));
});

describe('button texts (spec §9)', () => {
  it('Assinar por {price} ({months} meses)', () => {
    expect(subscribeButtonText(2990, 4, 'pt')).toBe(`Assinar por R$${NBSP}29,90 (4 meses)`);
    expect(subscribeButtonText(3990, 3, 'en')).toBe('Subscribe for R$39.90 (3 months)');
  });
  it('Atualizar para {plan} Agora', () => {
    expect(upgradeButtonText('professional', 'pt')).toBe('Atualizar para PROFISSIONAL Agora');
    expect(upgradeButtonText('essential', 'en')).toBe('Upgrade to ESSENTIAL Now');
  });
});
