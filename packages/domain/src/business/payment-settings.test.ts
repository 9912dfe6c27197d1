import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../menu/test-errors';
import { DEFAULT_PAYMENT_METHODS, acceptedPaymentMethods } from './payment-settings';
import { CardFeeBodySchema, PaymentMethodsBodySchema } from './payment-settings-bodies';

describe('acceptedPaymentMethods', () => {
  it('gives the methods of the order type, in the order the PDV lists them', () => {
    const settings = { payment_methods: { ...DEFAULT_PAYMENT_METHODS, delivery: ['pix', 'card'] } } satisfies Parameters<typeof acceptedPaymentMethods>[0];
    expect(acceptedPaymentMethods(settings, 'delivery')).toEqual(['card', 'pix']);
    expect(acceptedPaymentMethods(settings, 'local')).toEqual(['card', 'money', 'pix']);
  });

  it('leaves out what it does not know, and a type missing from an old document has none', () => {
    const stored = { payment_methods: { local: ['money', 'cheque'] } } as unknown as Parameters<typeof acceptedPaymentMethods>[0];
    expect(acceptedPaymentMethods(stored, 'local')).toEqual(['money']);
    expect(acceptedPaymentMethods(stored, 'delivery')).toEqual([]);
  });
});

const methodsBody = (patch: Record<string, unknown> = {}) => ({
  payment_methods: { delivery: ['pix', 'card'], retirada: ['money'], local: ['card', 'money', 'pix', 'mercado_pago'] },
  pix_key_type: 'cpf',
  pix_key: '123.456.789-09',
  version: 0,
  ...patch,
});

describe('PaymentMethodsBodySchema', () => {
  it('keeps the methods per order type in the PDV order and the Pix key in its DICT form', () => {
    expect(PaymentMethodsBodySchema.parse(methodsBody())).toEqual({
      payment_methods: { delivery: ['card', 'pix'], retirada: ['money'], local: ['card', 'money', 'pix', 'mercado_pago'] },
      pix_key_type: 'cpf',
      pix_key: '12345678909',
      version: 0,
    });
  });

  it('every order type needs at least one method, said on that type', () => {
    const body = methodsBody({ payment_methods: { delivery: [], retirada: ['money'], local: ['card'] } });
    expect(fieldErrors(PaymentMethodsBodySchema, body)).toEqual({ 'payment_methods.delivery': ['Escolha pelo menos uma forma de pagamento para este tipo de pedido'] });
    expect(fieldErrors(PaymentMethodsBodySchema, body, 'en')).toEqual({ 'payment_methods.delivery': ['Choose at least one payment method for this order type'] });
  });

  it('refuses repeated and unknown methods and a missing order type', () => {
    expect(fieldErrors(PaymentMethodsBodySchema, methodsBody({ payment_methods: { delivery: ['pix', 'pix'], retirada: ['money'], local: ['card'] } }))).toEqual({
      'payment_methods.delivery': ['O campo delivery tem valores repetidos'],
    });
    const unknown = fieldErrors(PaymentMethodsBodySchema, methodsBody({ payment_methods: { delivery: ['cheque'], retirada: ['money'], local: ['card'] } }));
    expect(Object.keys(unknown)).toEqual(['payment_methods.delivery.0']);
    expect(fieldErrors(PaymentMethodsBodySchema, methodsBody({ payment_methods: { delivery: ['pix'], retirada: ['money'] } }))).toEqual({
      'payment_methods.local': ['O campo mesa é obrigatório'],
    });
  });

  it('no Pix key: both null, or an empty key with no kind', () => {
    expect(PaymentMethodsBodySchema.parse(methodsBody({ pix_key_type: null, pix_key: null }))).toMatchObject({ pix_key_type: null, pix_key: null });
    expect(PaymentMethodsBodySchema.parse(methodsBody({ pix_key_type: null, pix_key: '  ' }))).toMatchObject({ pix_key_type: null, pix_key: null });
  });

  it('a key needs its kind, and a kind needs its key', () => {
    expect(fieldErrors(PaymentMethodsBodySchema, methodsBody({ pix_key_type: null }))).toEqual({ pix_key_type: ['O campo tipo de chave Pix é obrigatório'] });
    expect(fieldErrors(PaymentMethodsBodySchema, methodsBody({ pix_key: ' ' }))).toEqual({ pix_key: ['O campo chave Pix é obrigatório'] });
    expect(fieldErrors(PaymentMethodsBodySchema, methodsBody({ pix_key: null }))).toEqual({ pix_key: ['O campo chave Pix é obrigatório'] });
  });

  it('a key that is not valid for its kind is refused with a message that says what is expected', () => {
    const errorOf = (pix_key_type: string, pix_key: string, lang: 'pt' | 'en' = 'pt') => fieldErrors(PaymentMethodsBodySchema, methodsBody({ pix_key_type, pix_key }), lang)['pix_key'];
    expect(errorOf('cpf', '123.456.789-00')).toEqual(['Chave Pix inválida: confira os 11 dígitos do CPF']);
    expect(errorOf('cnpj', '12.345.678/0001-90')).toEqual(['Chave Pix inválida: confira os 14 caracteres do CNPJ']);
    expect(errorOf('email', 'caixa@')).toEqual(['Chave Pix inválida: informe um e-mail como nome@exemplo.com.br']);
    expect(errorOf('phone', '(11) 3000-0000')).toEqual(['Chave Pix inválida: informe um celular com DDD, como (11) 98765-4321']);
    expect(errorOf('random', 'abc')).toEqual(['Chave Pix inválida: a chave aleatória tem 32 letras e números, como 123e4567-e89b-42d3-a456-426614174000']);
    expect(errorOf('phone', '123', 'en')).toEqual(['Invalid Pix key: enter a Brazilian mobile number with area code, such as (11) 98765-4321']);
  });

  it('a wrong Pix key is told together with a wrong method list, so the form shows both at once', () => {
    const body = methodsBody({ payment_methods: { delivery: [], retirada: ['money'], local: ['card'] }, pix_key: '123.456.789-00' });
    expect(Object.keys(fieldErrors(PaymentMethodsBodySchema, body))).toEqual(['payment_methods.delivery', 'pix_key']);
  });

  it('a body that is not an object is refused, never thrown on', () => {
    for (const junk of [null, [], 'x', 1]) expect(PaymentMethodsBodySchema.safeParse(junk).success).toBe(false);
  });

  it('normalises every kind', () => {
    const keyOf = (pix_key_type: string, pix_key: string) => PaymentMethodsBodySchema.parse(methodsBody({ pix_key_type, pix_key })).pix_key;
    expect(keyOf('email', ' Caixa@Pizzaria.com ')).toBe('caixa@pizzaria.com');
    expect(keyOf('phone', '(11) 98765-4321')).toBe('+5511987654321');
    expect(keyOf('cnpj', '12.345.678/0001-95')).toBe('12345678000195');
    expect(keyOf('random', '71C7D9BE-4B85-4E43-9F1C-1F3B8B4E9A2D')).toBe('71c7d9be-4b85-4e43-9f1c-1f3b8b4e9a2d');
  });
});

const feeBody = (patch: Record<string, unknown> = {}) => ({ type: 'percentage', value: 3.5, passed_to_customer: true, version: 2, ...patch });

describe('CardFeeBodySchema', () => {
  it('a percentage with up to two decimals, or a fixed amount in centavos', () => {
    expect(CardFeeBodySchema.parse(feeBody())).toEqual({ fee: { type: 'percentage', value: 3.5 }, passed_to_customer: true, version: 2 });
    expect(CardFeeBodySchema.parse(feeBody({ value: 2.99 }))).toMatchObject({ fee: { type: 'percentage', value: 2.99 } });
    expect(CardFeeBodySchema.parse(feeBody({ type: 'fixed', value: 150 }))).toMatchObject({ fee: { type: 'fixed', value: 150 } });
  });

  it('type null or value 0 removes the fee, and nothing is passed on', () => {
    expect(CardFeeBodySchema.parse(feeBody({ type: null }))).toEqual({ fee: null, passed_to_customer: false, version: 2 });
    expect(CardFeeBodySchema.parse(feeBody({ value: 0 }))).toEqual({ fee: null, passed_to_customer: false, version: 2 });
    expect(CardFeeBodySchema.parse({ type: null, version: 0 })).toEqual({ fee: null, passed_to_customer: false, version: 0 });
  });

  it('refuses, on value, more than two decimals, a percentage above 20 and a fixed fee above R$ 100', () => {
    expect(fieldErrors(CardFeeBodySchema, feeBody({ value: 3.555 }))).toEqual({ value: ['O campo taxa do cartão aceita no máximo duas casas decimais'] });
    expect(fieldErrors(CardFeeBodySchema, feeBody({ value: 35 }))).toEqual({ value: ['A taxa do cartão deve ser de no máximo 20%'] });
    expect(fieldErrors(CardFeeBodySchema, feeBody({ value: 35 }), 'en')).toEqual({ value: ['The card fee must be at most 20%'] });
    expect(fieldErrors(CardFeeBodySchema, feeBody({ type: 'fixed', value: 100_01 }))).toEqual({ value: ['A taxa fixa do cartão deve ser de no máximo R$\u00a0100,00'] });
    expect(fieldErrors(CardFeeBodySchema, feeBody({ type: 'fixed', value: 1.5 }))).toEqual({ value: ['O campo deve ser um número inteiro'] });
  });

  it('refuses a negative value, an unknown type and a missing version', () => {
    expect(Object.keys(fieldErrors(CardFeeBodySchema, feeBody({ value: -1 })))).toEqual(['value']);
    expect(Object.keys(fieldErrors(CardFeeBodySchema, feeBody({ type: 'percent' })))).toEqual(['type']);
    expect(Object.keys(fieldErrors(CardFeeBodySchema, feeBody({ version: undefined })))).toEqual(['version']);
  });
});
