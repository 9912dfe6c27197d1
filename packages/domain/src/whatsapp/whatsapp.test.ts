import { describe, expect, it } from 'vitest';
import { pauseOf, phoneOfJid, whatsappDigits } from './connection-state';
import { isOptOutReply } from './opt-out';

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
