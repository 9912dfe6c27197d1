import { describe, expect, it } from 'vitest';
import { PAID_FEATURES, UPGRADE_CONTEXTS, toUpgradeContext, upgradePlanFor } from './upgrade-contexts';

describe('upgrade contexts (spec §9)', () => {
  it('essential: pdv, coupons, loyalty, cashback, statistics, bulk WhatsApp, product promotion, default', () => {
    expect(UPGRADE_CONTEXTS.essential).toEqual([
      'pdv', 'coupons', 'loyalty_points', 'loyalty_program_card', 'promotional_cashback', 'dashboard_statistics',
      'bulk_whatsapp_messages', 'product_promotion', 'default',
    ]);
    expect(upgradePlanFor('coupons')).toBe('essential');
  });

  it('professional: reports, inventory, marketing, integrations', () => {
    expect(UPGRADE_CONTEXTS.professional).toEqual(['reports', 'inventory', 'marketing', 'integrations']);
    for (const context of UPGRADE_CONTEXTS.professional) expect(upgradePlanFor(context)).toBe('professional');
  });

  it('an unknown context opens the essential default', () => {
    expect(upgradePlanFor('teleport')).toBe('essential');
    expect(upgradePlanFor(undefined)).toBe('essential');
    expect(toUpgradeContext('teleport')).toBe('default');
    expect(toUpgradeContext('reports')).toBe('reports');
  });

  it('each context but default is a paid feature code, so a feature_unavailable code names its context', () => {
    expect(PAID_FEATURES).not.toContain('default');
    expect(PAID_FEATURES).toHaveLength(12);
    for (const code of PAID_FEATURES) expect(toUpgradeContext(code)).toBe(code);
  });
});
