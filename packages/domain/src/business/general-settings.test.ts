import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../menu/test-errors';
import { serviceChargeFor } from '../pdv/pdv-state';
import {
  DEFAULT_GENERAL_SETTINGS,
  GeneralSettingsBodySchema,
  GeneralSettingsSchema,
  serviceChargeColumn,
  serviceChargePercent,
} from './general-settings';

const body = (patch: Record<string, unknown> = {}) => ({ ...DEFAULT_GENERAL_SETTINGS, version: 0, ...patch });

describe('the general settings body', () => {
  it('takes a 10% or 12,5% service charge, none (null or 0), and a minimum order in centavos', () => {
    for (const waiter_service_charge of [10, 12.5, 0.01, 100, 0, null]) {
      expect(GeneralSettingsBodySchema.safeParse(body({ waiter_service_charge, min_order_value: 2000 })).success, String(waiter_service_charge)).toBe(true);
    }
  });

  it('a service charge above 100% reads the max message on its field, in pt and en', () => {
    expect(fieldErrors(GeneralSettingsBodySchema, body({ waiter_service_charge: 150 }))).toEqual({
      waiter_service_charge: ['O campo taxa de serviço do garçom precisa ser 100 ou menor'],
    });
    expect(fieldErrors(GeneralSettingsBodySchema, body({ waiter_service_charge: 150 }), 'en')).toEqual({
      waiter_service_charge: ['The waiter service charge field must be 100 or less'],
    });
  });

  it('a service charge below 0 or with a third decimal place is refused, never rounded', () => {
    expect(fieldErrors(GeneralSettingsBodySchema, body({ waiter_service_charge: -1 }))).toEqual({
      waiter_service_charge: ['O campo taxa de serviço do garçom precisa ser 0 ou maior'],
    });
    expect(fieldErrors(GeneralSettingsBodySchema, body({ waiter_service_charge: 12.345 }))).toEqual({
      waiter_service_charge: ['O campo taxa de serviço do garçom deve ter no máximo 2 casas decimais'],
    });
    expect(fieldErrors(GeneralSettingsBodySchema, body({ waiter_service_charge: '10' }))).toEqual({
      waiter_service_charge: ['O campo taxa de serviço do garçom deve ser um número'],
    });
  });

  it('the minimum order is whole centavos from R$ 0,00 to R$ 100.000,00', () => {
    expect(fieldErrors(GeneralSettingsBodySchema, body({ min_order_value: 20.5 }))).toEqual({
      min_order_value: ['O campo valor mínimo do pedido deve ser um número inteiro'],
    });
    expect(Object.keys(fieldErrors(GeneralSettingsBodySchema, body({ min_order_value: -1 })))).toEqual(['min_order_value']);
    expect(Object.keys(fieldErrors(GeneralSettingsBodySchema, body({ min_order_value: 100_000_01 })))).toEqual(['min_order_value']);
  });

  it('the preparation time is 1 to 240 whole minutes', () => {
    expect(fieldErrors(GeneralSettingsBodySchema, body({ preparation_minutes: 0 }))).toEqual({
      preparation_minutes: ['O campo tempo de preparo precisa ser 1 ou maior'],
    });
    expect(fieldErrors(GeneralSettingsBodySchema, body({ preparation_minutes: 241 }), 'en')).toEqual({
      preparation_minutes: ['The preparation time field must be 240 or less'],
    });
  });

  it('the order number restarts daily or never; every field is required and no other is taken', () => {
    expect(fieldErrors(GeneralSettingsBodySchema, body({ order_number_reset: 'weekly' }))).toEqual({
      order_number_reset: ['O valor selecionado para o campo reinício da numeração é inválido'],
    });
    const { sound_alert: _dropped, ...withoutSound } = body();
    expect(fieldErrors(GeneralSettingsBodySchema, withoutSound)).toEqual({ sound_alert: ['O campo som de alerta é obrigatório'] });
    expect(Object.keys(fieldErrors(GeneralSettingsBodySchema, body({ delivery_fee: 1 })))).toEqual(['_']);
    // The form's document is the body without the version.
    expect(GeneralSettingsSchema.safeParse(body()).success).toBe(false);
    expect(GeneralSettingsSchema.safeParse(DEFAULT_GENERAL_SETTINGS).success).toBe(true);
  });
});

describe('the public menu while closed', () => {
  it('scheduled orders are off for a new business and must be said on or off; the closed message is at most 200 characters, blank is none', () => {
    expect(DEFAULT_GENERAL_SETTINGS.scheduled_orders).toBe(false);
    expect(GeneralSettingsBodySchema.parse(body({ scheduled_orders: true })).scheduled_orders).toBe(true);
    const { scheduled_orders: _dropped, ...without } = body();
    expect(fieldErrors(GeneralSettingsBodySchema, without)).toEqual({ scheduled_orders: ['O campo pedidos agendados é obrigatório'] });
    expect(GeneralSettingsBodySchema.parse(body({ closed_message: '   ' })).closed_message).toBeNull();
    expect(GeneralSettingsBodySchema.safeParse(body({ closed_message: 'x'.repeat(200) })).success).toBe(true);
    expect(Object.keys(fieldErrors(GeneralSettingsBodySchema, body({ closed_message: 'x'.repeat(201) })))).toEqual(['closed_message']);
  });
});

describe('the stored service charge', () => {
  it('is hundredths of a percent, and "none" is always null', () => {
    expect(serviceChargeColumn(10)).toBe(1000);
    expect(serviceChargeColumn(12.5)).toBe(1250);
    expect(serviceChargeColumn(0)).toBeNull();
    expect(serviceChargeColumn(null)).toBeNull();
    expect(serviceChargePercent(1000)).toBe(10);
    expect(serviceChargePercent(1250)).toBe(12.5);
    expect(serviceChargePercent(0)).toBeNull();
    expect(serviceChargePercent(null)).toBeNull();
  });

  it('read back as the spec shape, it gives the PDV the fraction of a table order and nothing elsewhere', () => {
    const business = { waiter_service_charge: { id: 1, value: serviceChargePercent(serviceChargeColumn(12.5))! } };
    expect(serviceChargeFor('local', business)).toBe(0.125);
    expect(serviceChargeFor('delivery', business)).toBe(0);
    expect(serviceChargeFor('retirada', business)).toBe(0);
  });
});
