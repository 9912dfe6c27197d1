import { describe, expect, it } from 'vitest';
import type { PaymentSettingsResource } from '@comanda/domain/business/payment-settings';
import { DEFAULT_PAYMENT_METHODS } from '@comanda/domain/business/payment-settings';
import { changesOf, draftCardFee, formatPercentText, isChanged, parsePercentText, toDraft, validateDraft, withMethod, withPixKey, withPixKeyType } from './payment-draft';

const saved: PaymentSettingsResource = {
  payment_methods: DEFAULT_PAYMENT_METHODS,
  pix_key_type: 'cpf',
  pix_key: '12345678909',
  card_fee: { id: 1, type: 'percentage', value: 3.5, passed_to_customer: true },
  version: 4,
};

describe('percent text', () => {
  it('reads 3,5, 3.5 and 3,5 % and writes the language’s decimal mark', () => {
    expect(parsePercentText('3,5')).toBe(3.5);
    expect(parsePercentText(' 3.5 ')).toBe(3.5);
    expect(parsePercentText('3,5 %')).toBe(3.5);
    expect(parsePercentText('')).toBeNull();
    expect(parsePercentText('3,5,1')).toBeNull();
    expect(parsePercentText('-1')).toBeNull();
    expect(formatPercentText(3.5, 'pt')).toBe('3,5');
    expect(formatPercentText(3.5, 'en')).toBe('3.5');
  });
});

describe('payment draft', () => {
  it('starts from the saved settings, the key shown with its mask, and nothing changed', () => {
    const draft = toDraft(saved, 'pt');
    expect(draft).toMatchObject({ pixKey: '123.456.789-09', feeKind: 'percentage', percentText: '3,5', passedToCustomer: true });
    expect(isChanged(changesOf(saved, draft, 'pt'))).toBe(false);
  });

  it('sends only the part that changed: a method off on delivery sends the methods, not the fee', () => {
    const draft = withMethod(toDraft(saved, 'pt'), 'delivery', 'money', false);
    expect(changesOf(saved, draft, 'pt')).toEqual({
      version: 4,
      methods: { payment_methods: { ...DEFAULT_PAYMENT_METHODS, delivery: ['card', 'pix'] }, pix_key_type: 'cpf', pix_key: '123.456.789-09' },
      fee: null,
    });
    // Turned on again, in any order, it is what was saved.
    expect(isChanged(changesOf(saved, withMethod(draft, 'delivery', 'money', true), 'pt'))).toBe(false);
  });

  it('a fee typed 3.50 is the saved 3,5; 2,9 sends the fee only', () => {
    const same = { ...toDraft(saved, 'pt'), percentText: '3.50' };
    expect(isChanged(changesOf(saved, same, 'pt'))).toBe(false);
    const other = { ...toDraft(saved, 'pt'), percentText: '2,9' };
    expect(changesOf(saved, other, 'pt')).toMatchObject({ methods: null, fee: { type: 'percentage', value: 2.9, passed_to_customer: true } });
  });

  it('no fee sends type null; a fixed fee sends centavos', () => {
    expect(changesOf(saved, { ...toDraft(saved, 'pt'), feeKind: 'none' }, 'pt').fee).toEqual({ type: null });
    const fixed = { ...toDraft(saved, 'pt'), feeKind: 'fixed' as const, fixedCentavos: 150 };
    expect(draftCardFee(fixed)).toEqual({ type: 'fixed', value: 150 });
    expect(changesOf(saved, fixed, 'pt').fee).toEqual({ type: 'fixed', value: 150, passed_to_customer: true });
  });

  it('another kind of key starts empty, and the key is masked as typed', () => {
    const phone = withPixKeyType(toDraft(saved, 'pt'), 'phone');
    expect(phone.pixKey).toBe('');
    expect(withPixKey(phone, '11987654321').pixKey).toBe('(11) 98765-4321');
  });

  it('validates with the domain rules: a column with no method, a bad key, an unreadable or too high fee', () => {
    let draft = toDraft(saved, 'pt');
    for (const method of DEFAULT_PAYMENT_METHODS.retirada) draft = withMethod(draft, 'retirada', method, false);
    draft = { ...withPixKey(draft, '123.456.789-00'), percentText: 'três' };
    expect(validateDraft(draft, 'pt', 'Digite um percentual')).toEqual({
      'payment_methods.retirada': 'Escolha pelo menos uma forma de pagamento para este tipo de pedido',
      pix_key: 'Chave Pix inválida: confira os 11 dígitos do CPF',
      value: 'Digite um percentual',
    });
    expect(validateDraft({ ...toDraft(saved, 'pt'), percentText: '35' }, 'pt', '')).toEqual({ value: 'A taxa do cartão deve ser de no máximo 20%' });
    expect(validateDraft(toDraft(saved, 'pt'), 'pt', '')).toEqual({});
  });
});
