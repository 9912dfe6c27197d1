import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, OrderStatusSchema, isFinalStatus, orderAction, orderStateLabel, orderStatusLabel } from './order-status';

describe('order statuses (spec §3)', () => {
  it('declares the nine statuses once', () => {
    expect(ORDER_STATUSES).toEqual([
      'pending', 'processing', 'noted', 'done', 'in_delivery', 'waiting_get', 'canceled', 'in_consumption', 'finalized',
    ]);
    expect(OrderStatusSchema.safeParse('noted').success).toBe(true);
    expect(OrderStatusSchema.safeParse('paid').success).toBe(false);
  });

  it('has the Portuguese labels of the spec', () => {
    expect(Object.fromEntries(ORDER_STATUSES.map((s) => [s, orderStatusLabel(s, 'pt')]))).toEqual({
      pending: 'Pendente',
      processing: 'Preparando',
      noted: 'Anotado',
      done: 'Pedido pronto',
      in_delivery: 'Em entrega',
      waiting_get: 'Esperando retirada',
      canceled: 'Cancelado',
      in_consumption: 'Em consumo na mesa',
      finalized: 'Pedido Finalizado',
    });
  });

  it('has an English label for every status', () => {
    for (const status of ORDER_STATUSES) expect(orderStatusLabel(status, 'en')).toMatch(/^[A-Z]/);
  });

  it('only canceled and finalized are final', () => {
    expect(ORDER_STATUSES.filter(isFinalStatus)).toEqual(['canceled', 'finalized']);
  });
});

describe('order action button per status (spec §4)', () => {
  it('pending: Aceitar, then noted', () => expect(orderAction('pending', 'local', 'pt')).toEqual({ label: 'Aceitar', next: 'noted' }));
  it('noted: Iniciar preparo, then processing', () => {
    expect(orderAction('noted', 'local', 'pt')).toEqual({ label: 'Iniciar preparo', next: 'processing' });
  });
  it('processing: Pedido pronto, then done', () => {
    expect(orderAction('processing', 'delivery', 'pt')).toEqual({ label: 'Pedido pronto', next: 'done' });
  });
  it('done: Despachar, to in_delivery, waiting_get or in_consumption by order type', () => {
    expect(orderAction('done', 'delivery', 'pt')).toEqual({ label: 'Despachar', next: 'in_delivery' });
    expect(orderAction('done', 'retirada', 'pt')).toEqual({ label: 'Despachar', next: 'waiting_get' });
    expect(orderAction('done', 'local', 'pt')).toEqual({ label: 'Despachar', next: 'in_consumption' });
  });
  it('waiting_get, in_delivery, in_consumption: Finalizar, then finalized', () => {
    for (const status of ['waiting_get', 'in_delivery', 'in_consumption'] as const) {
      expect(orderAction(status, 'local', 'pt')).toEqual({ label: 'Finalizar', next: 'finalized' });
    }
  });
  it('canceled and finalized show no button', () => {
    expect(orderAction('canceled', 'local', 'pt')).toBeNull();
    expect(orderAction('finalized', 'local', 'pt')).toBeNull();
  });
  it('buttons are labelled in English too', () => {
    expect(orderAction('pending', 'local', 'en')).toEqual({ label: 'Accept', next: 'noted' });
  });
});

describe('orderStateLabel', () => {
  it('names the table a merged order went to, in both languages; every other order shows its status', () => {
    const merged = { status: 'canceled' as const, merged_into: { table_name: 'Mesa 3' } };
    expect(orderStateLabel(merged, 'pt')).toBe('Juntado à Mesa 3');
    expect(orderStateLabel(merged, 'en')).toBe('Merged into Mesa 3');
    expect(orderStateLabel({ status: 'canceled', merged_into: null }, 'pt')).toBe('Cancelado');
    expect(orderStateLabel({ status: 'finalized', merged_into: null }, 'en')).toBe(orderStatusLabel('finalized', 'en'));
  });
});
