import { describe, expect, it } from 'vitest';
import { PAYMENT_METHODS, PAYMENT_STATUSES, markPaid, paymentMethodLabel, paymentStatusLabel } from './payment';

describe('payment statuses (spec §3)', () => {
  it('are paid, unpaid and default, with their labels', () => {
    expect(PAYMENT_STATUSES).toEqual(['paid', 'unpaid', 'default']);
    expect(paymentStatusLabel('paid', 'pt')).toBe('Pagamento efetuado');
    expect(paymentStatusLabel('unpaid', 'pt')).toBe('Aguardando pagamento');
    expect(paymentStatusLabel('default', 'pt')).toBe('Status desconhecido');
    expect(paymentStatusLabel('paid', 'en')).toBe('Payment made');
  });
  it('an unknown or missing status shows the default label', () => {
    expect(paymentStatusLabel('refunded', 'pt')).toBe('Status desconhecido');
    expect(paymentStatusLabel(null, 'en')).toBe('Unknown status');
  });
});

describe('payment methods (spec §3)', () => {
  it('are card, money, pix and mercado_pago, with their labels', () => {
    expect(PAYMENT_METHODS).toEqual(['card', 'money', 'pix', 'mercado_pago']);
    expect(PAYMENT_METHODS.map((m) => paymentMethodLabel(m, 'pt'))).toEqual([
      'Cartão de crédito', 'Dinheiro', 'Pix', 'Pagamento online',
    ]);
    expect(paymentMethodLabel('money', 'en')).toBe('Cash');
  });
});

describe('paid is independent of the order status', () => {
  it('marking paid keeps the status, final ones included', () => {
    expect(markPaid({ status: 'finalized', payment_status: 'unpaid' })).toEqual({ status: 'finalized', payment_status: 'paid' });
    expect(markPaid({ status: 'pending' })).toEqual({ status: 'pending', payment_status: 'paid' });
  });
});
