import { describe, expect, it } from 'vitest';
import { DEFAULT_PREPARATION_MINUTES, DEFAULT_SERVICE_CHARGE_DEFAULT } from '@comanda/domain/business/general-settings';
import { EMPTY_OPENING_HOURS } from '@comanda/domain/business/opening-hours';
import { DEFAULT_PAYMENT_METHODS } from '@comanda/domain/business/payment-settings';
import { hasFeature } from '@comanda/domain/features/feature-access';
import type { BusinessRow } from '../../plugins/tenancy';
import { toBusinessResource } from './business-resource';

const DAY_MS = 86_400_000;
const now = new Date('2025-08-01T12:00:00Z');
const appUrl = 'https://app.comanda.test';

function row(overrides: Partial<BusinessRow> = {}): BusinessRow {
  return {
    id: 1,
    token: 'tok',
    name: 'Bar',
    segment: 'bar',
    whatsapp: '+5511987654321',
    zipcode: '01310-100',
    addressStreet: 'Rua A',
    addressNumber: '1',
    addressComplement: null,
    district: 'Centro',
    city: 'São Paulo',
    state: 'SP',
    logoPath: null,
    currency: 'BRL',
    timezone: 'America/Sao_Paulo',
    deliveryFee: 0,
    deliversOutside: true,
    districtDeliveryVersion: 0,
    isCheckoutEnabled: false,
    email: null,
    document: null,
    slug: null,
    profileVersion: 0,
    paymentMethods: DEFAULT_PAYMENT_METHODS,
    pixKey: null,
    pixKeyType: null,
    mercadoPagoConnected: false,
    efiConnected: false,
    cardFeeType: null,
    cardFeeValue: 0,
    cardFeePassedToCustomer: false,
    paymentVersion: 0,
    waiterServiceCharge: null,
    serviceChargeDefault: DEFAULT_SERVICE_CHARGE_DEFAULT,
    minOrderValue: 0,
    autoAcceptOrders: false,
    soundAlert: true,
    orderNumberReset: 'daily',
    preparationMinutes: DEFAULT_PREPARATION_MINUTES,
    closedMessage: null,
    scheduledOrders: false,
    generalVersion: 0,
    openingHours: EMPTY_OPENING_HOURS,
    openingHoursVersion: 0,
    isBlocked: false,
    billingSuspended: false,
    planFeatures: null,
    plan: 'free',
    planExpiresAt: null,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}

describe('toBusinessResource', () => {
  it('says whether it is open at `now` by its hours, in its own time zone', () => {
    // 2025-08-01 is a Friday; 12:00 UTC is 09:00 in São Paulo and 08:00 in Manaus.
    const openingHours = { ...EMPTY_OPENING_HOURS, week: { ...EMPTY_OPENING_HOURS.week, friday: [{ opening_time: '09:00', closing_time: '14:00' }] } };
    expect(toBusinessResource(row({ openingHours }), { lang: 'pt', now, appUrl })).toMatchObject({
      is_open: true,
      closes_at: { time: '14:00', days_from_today: 0 },
      opens_at: null,
    });
    expect(toBusinessResource(row({ openingHours, timezone: 'America/Manaus' }), { lang: 'pt', now, appUrl })).toMatchObject({
      is_open: false,
      opens_at: { time: '09:00', days_from_today: 0 },
    });
  });

  it('gives a running trial the basic codes and the paid ones with _trial, which count as available', () => {
    const b = toBusinessResource(row({ planExpiresAt: new Date(now.getTime() + 3 * DAY_MS) }), { lang: 'pt', now, appUrl });
    expect(b.plan_status).toMatchObject({ current_plan: 'free', is_trial: true, is_expired: false, trial_days_remaining: 3 });
    expect(b.feature_codes).toContain('basic_menu');
    expect(b.feature_codes).toContain('reports_trial');
    expect(b.feature_codes).not.toContain('default_trial');
    expect(hasFeature(b, 'pdv')).toBe(true);
  });

  it('takes the paid features away when the trial is over', () => {
    const b = toBusinessResource(row({ planExpiresAt: new Date(now.getTime() - DAY_MS) }), { lang: 'pt', now, appUrl });
    expect(b.plan_status.is_expired).toBe(true);
    expect(b.feature_codes).toEqual(['basic_orders', 'basic_menu']);
    expect(hasFeature(b, 'pdv')).toBe(false);
  });

  it('gives the free plan without expiry the basic codes, and pro and pro_yearly every code', () => {
    expect(toBusinessResource(row(), { lang: 'pt', now, appUrl }).feature_codes).toEqual(['basic_orders', 'basic_menu']);
    for (const plan of ['pro', 'pro_yearly'] as const) {
      const b = toBusinessResource(row({ plan, planExpiresAt: new Date(now.getTime() + 30 * DAY_MS) }), { lang: 'pt', now, appUrl });
      expect(b.plan_status.is_trial).toBe(false);
      expect(b.feature_codes).toEqual(expect.arrayContaining(['basic_orders', 'pdv', 'coupons', 'reports', 'integrations']));
      expect(b.feature_codes.some((c) => c.endsWith('_trial'))).toBe(false);
    }
  });

  it('names every feature of the catalogue in the caller language, held or not', () => {
    const pt = toBusinessResource(row(), { lang: 'pt', now, appUrl });
    const en = toBusinessResource(row(), { lang: 'en', now, appUrl });
    expect(pt.available_features.inventory).toEqual({ name: 'Estoque' });
    expect(en.available_features.inventory).toEqual({ name: 'Inventory' });
    expect(Object.keys(pt.available_features).sort()).toEqual(Object.keys(en.available_features).sort());
  });

  it('closes access only when the business is blocked', () => {
    expect(toBusinessResource(row({ planExpiresAt: new Date(0) }), { lang: 'pt', now, appUrl }).can_access).toBe(true);
    expect(toBusinessResource(row({ isBlocked: true }), { lang: 'pt', now, appUrl }).can_access).toBe(false);
  });

  it('shows the service charge as the spec shape (id, value as a percentage), null when none', () => {
    expect(toBusinessResource(row({ waiterServiceCharge: 1250 }), { lang: 'pt', now, appUrl }).waiter_service_charge).toEqual({ id: 1, value: 12.5 });
    expect(toBusinessResource(row(), { lang: 'pt', now, appUrl }).waiter_service_charge).toBeNull();
  });

  it('gives the order manager and the PDV the general settings, without the page version', () => {
    const b = toBusinessResource(row({ minOrderValue: 2000, autoAcceptOrders: true, orderNumberReset: 'never', generalVersion: 4 }), { lang: 'pt', now, appUrl });
    expect(b.general_settings).toEqual({
      service_charge_default: { mesa: true, balcao: false },
      min_order_value: 2000,
      auto_accept_orders: true,
      sound_alert: true,
      order_number_reset: 'never',
      preparation_minutes: DEFAULT_PREPARATION_MINUTES,
    });
  });

  it('carries the payment methods per order type, the card fee in wire units and whether a Pix key is set', () => {
    const plain = toBusinessResource(row(), { lang: 'pt', now, appUrl });
    expect(plain).toMatchObject({ payment_methods: DEFAULT_PAYMENT_METHODS, card_fee: null, has_pix_key: false });
    const set = toBusinessResource(
      row({ id: 7, paymentMethods: { ...DEFAULT_PAYMENT_METHODS, local: ['pix', 'money'] }, pixKeyType: 'cpf', pixKey: '12345678909', cardFeeType: 'percentage', cardFeeValue: 350, cardFeePassedToCustomer: true }),
      { lang: 'pt', now, appUrl },
    );
    expect(set).toMatchObject({
      payment_methods: { local: ['money', 'pix'] },
      card_fee: { id: 7, type: 'percentage', value: 3.5, passed_to_customer: true },
      has_pix_key: true,
    });
    expect(set).not.toHaveProperty('pix_key');
    expect(toBusinessResource(row({ cardFeeType: 'fixed', cardFeeValue: 150 }), { lang: 'pt', now, appUrl }).card_fee).toEqual({ id: 1, type: 'fixed', value: 150, passed_to_customer: false });
  });

  it("links the public menu on the app's origin by slug, by token while there is none", () => {
    expect(toBusinessResource(row({ slug: 'bar-do-ze' }), { lang: 'pt', now, appUrl }).storefront_url).toBe('https://app.comanda.test/loja/bar-do-ze');
    expect(toBusinessResource(row(), { lang: 'pt', now, appUrl }).storefront_url).toBe('https://app.comanda.test/loja/tok');
  });

  it('serves the logo under /uploads/', () => {
    expect(toBusinessResource(row({ logoPath: 'logos/a.webp' }), { lang: 'pt', now, appUrl }).logo).toBe('/uploads/logos/a.webp');
  });
});
