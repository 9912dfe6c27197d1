import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { inlineErrorText } from './action-error';

const texts = { network: 'Sem conexão', generic: 'Tente de novo' };

describe('the alert beside an action that failed (spec §8)', () => {
  it('shows the API message of a refusal: 403, 404, 409', () => {
    expect(inlineErrorText(new ApiError(403, 'Você não pode conceder: Cardápio.'), [], texts)).toBe('Você não pode conceder: Cardápio.');
    expect(inlineErrorText(new ApiError(409, 'Esta pessoa já faz parte da equipe.'), ['name', 'email'], texts)).toBe('Esta pessoa já faz parte da equipe.');
  });

  it('leaves field errors to the fields of the form, and shows the others', () => {
    const onField = new ApiError(422, 'O campo e-mail é obrigatório.', { email: ['O campo e-mail é obrigatório.'] });
    expect(inlineErrorText(onField, ['name', 'email'], texts)).toBeNull();
    const elsewhere = new ApiError(422, 'Cadastre um WhatsApp antes.', { employee_id: ['Cadastre um WhatsApp antes.'] });
    expect(inlineErrorText(elsewhere, ['code'], texts)).toBe('Cadastre um WhatsApp antes.');
  });

  it('says the network failed in words, not the browser’s', () => {
    expect(inlineErrorText(new ApiError(0, 'Failed to fetch'), [], texts)).toBe('Sem conexão');
  });

  it('shows nothing without an error, for a 401 (the app went to login) or a feature the plan lacks (the upgrade modal is open)', () => {
    expect(inlineErrorText(null, [], texts)).toBeNull();
    expect(inlineErrorText(new ApiError(401, 'Não autenticado.'), [], texts)).toBeNull();
    expect(inlineErrorText(new ApiError(403, 'Recurso indisponível', {}, 'feature_unavailable', 'coupons'), [], texts)).toBeNull();
  });
});
