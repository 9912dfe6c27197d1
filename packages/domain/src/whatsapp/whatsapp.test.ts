import { describe, expect, it } from 'vitest';
import { pauseOf, phoneOfJid, whatsappDigits } from './connection-state';
import { isOptOutReply } from './opt-out';
import { fillOrderMessage, orderMessageKind } from './order-messages';

describe('isOptOutReply', () => {
  it.each(['SAIR', 'sair', ' Parar. ', 'PARE!', 'Stop', 'sair 🙏', 'Cancelar', 'descadastrar'])('"%s" opts out', (text) => {
    expect(isOptOutReply(text)).toBe(true);
  });
  it.each(['vou sair às 8', 'quero parar de receber? talvez', 'sairei', '', '🙏', 'Oi, tem pizza hoje?'])('"%s" does not', (text) => {
    expect(isOptOutReply(text)).toBe(false);
  });
});

describe('pauseOf', () => {
  it('pauses on the ban codes of a close, and only then', () => {
    expect(pauseOf('close', 401)).toBe('logged_out');
    expect(pauseOf('close', 402)).toBe('temporarily_banned');
    expect(pauseOf('close', 403)).toBe('forbidden');
    expect(pauseOf('close', 406)).toBe('banned');
    expect(pauseOf('close', 428)).toBeNull();
    expect(pauseOf('close', null)).toBeNull();
    expect(pauseOf('open', 401)).toBeNull();
  });
});

describe('numbers', () => {
  it('WhatsApp takes digits; a chat id gives back the E.164 phone, a group none', () => {
    expect(whatsappDigits('+55 (11) 98765-4321')).toBe('5511987654321');
    expect(phoneOfJid('5511987654321@s.whatsapp.net')).toBe('+5511987654321');
    expect(phoneOfJid('5511987654321:12@s.whatsapp.net')).toBe('+5511987654321');
    expect(phoneOfJid('120363041234567890@g.us')).toBeNull();
  });
});

describe('order messages', () => {
  const order = (status: string, extra: Partial<{ order_type: string; history: { status: string; reason: string | null }[]; merged_into: unknown }> = {}) => ({
    status,
    order_type: 'delivery',
    history: [],
    merged_into: null,
    ...extra,
  });
  it('says received, accepted (only after Pendentes), out for delivery, ready for pickup and canceled; never for a table', () => {
    expect(orderMessageKind(order('pending'))).toBe('received');
    expect(orderMessageKind(order('noted'))).toBe('received');
    expect(orderMessageKind(order('noted', { history: [{ status: 'pending', reason: null }, { status: 'noted', reason: null }] }))).toBe('accepted');
    expect(orderMessageKind(order('processing'))).toBeNull();
    expect(orderMessageKind(order('in_delivery'))).toBe('out_for_delivery');
    expect(orderMessageKind(order('waiting_get', { order_type: 'retirada' }))).toBe('ready_for_pickup');
    expect(orderMessageKind(order('canceled'))).toBe('canceled');
    expect(orderMessageKind(order('canceled', { merged_into: { table_name: 'Mesa 3' } }))).toBeNull();
    expect(orderMessageKind(order('pending', { order_type: 'local' }))).toBeNull();
  });
  it('fills the variables it knows and leaves the rest as typed', () => {
    expect(fillOrderMessage('{nome}, pedido #{numero} da {loja}: {motivo} {outro}', { nome: 'Rita', numero: 42, loja: 'Cantina', motivo: 'Sem entregador' })).toBe(
      'Rita, pedido #42 da Cantina: Sem entregador {outro}',
    );
  });
});
