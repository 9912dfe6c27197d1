import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { applyApiErrors, notifyApiError, notifyApiErrorAbout, oneFieldTarget, withRowFields, type ErrorTarget } from './form-errors';
import { i18next, initI18n } from './i18n';
import { rememberLocale } from './locale';
import { notify } from './toast';

beforeAll(async () => {
  rememberLocale('pt');
  await initI18n();
  await i18next.changeLanguage('pt');
});

describe('notifyApiError and notifyApiErrorAbout', () => {
  it('titles a refusal of what was typed (422) by what to do, never "Algo deu errado"', () => {
    const shown = vi.spyOn(notify, 'error').mockImplementation(() => {});
    const refused = new ApiError(422, 'O cupom BEMVINDO10 já foi usado o número máximo de vezes.', { coupon_code: ['…'] });
    notifyApiError(refused);
    expect(shown).toHaveBeenLastCalledWith({ title: 'Confira os dados informados', description: 'O cupom BEMVINDO10 já foi usado o número máximo de vezes.' });
    notifyApiErrorAbout(refused, 'Confira os dados do pedido');
    expect(shown).toHaveBeenLastCalledWith({ title: 'Confira os dados do pedido', description: 'O cupom BEMVINDO10 já foi usado o número máximo de vezes.' });
  });

  it('keeps "Algo deu errado" for a failure that is not the person\'s to fix', () => {
    const shown = vi.spyOn(notify, 'error').mockImplementation(() => {});
    notifyApiErrorAbout(new ApiError(500, 'Ocorreu um erro inesperado.'), 'Confira os dados do pedido');
    expect(shown).toHaveBeenLastCalledWith({ title: 'Algo deu errado', description: 'Ocorreu um erro inesperado.' });
  });
});

/** A form with the given values that records what applyApiErrors put under its fields. */
function formWith(values: object) {
  const placed: Array<{ name: string; message: string; focus: boolean | undefined }> = [];
  const form: ErrorTarget = {
    getValues: () => values,
    setError: (name, { message }, options) => placed.push({ name, message, focus: options?.shouldFocus }),
  };
  return { form, placed };
}

describe('applyApiErrors', () => {
  it('puts a 422 under the fields the form has, focusing the first, with no toast', () => {
    const shown = vi.spyOn(notify, 'error').mockImplementation(() => {});
    shown.mockClear();
    const { form, placed } = formWith({ name: '', email: '' });
    applyApiErrors(new ApiError(422, 'Dados inválidos', { name: ['Informe o nome'], other: ['?'], email: ['E-mail inválido'] }), form);
    expect(placed).toEqual([
      { name: 'name', message: 'Informe o nome', focus: true },
      { name: 'email', message: 'E-mail inválido', focus: false },
    ]);
    expect(shown).not.toHaveBeenCalled();
  });

  it('shows a toast for a 422 about no field of the form, and for any other failure', () => {
    const shown = vi.spyOn(notify, 'error').mockImplementation(() => {});
    const { form, placed } = formWith({ name: '' });
    applyApiErrors(new ApiError(422, 'Limite do plano', { plan: ['…'] }), form);
    expect(shown).toHaveBeenLastCalledWith({ title: 'Confira os dados informados', description: 'Limite do plano' });
    applyApiErrors(new ApiError(500, 'Ocorreu um erro inesperado.'), form);
    expect(shown).toHaveBeenLastCalledWith({ title: 'Algo deu errado', description: 'Ocorreu um erro inesperado.' });
    expect(placed).toEqual([]);
  });

  it('gives a 409 to onStale when the form has one, and a toast when it has not', () => {
    const shown = vi.spyOn(notify, 'error').mockImplementation(() => {});
    shown.mockClear();
    const onStale = vi.fn();
    const { form } = formWith({ name: '' });
    const conflict = new ApiError(409, 'Outra pessoa salvou antes.');
    applyApiErrors(conflict, form, { onStale });
    expect(onStale).toHaveBeenCalledWith('Outra pessoa salvou antes.');
    expect(shown).not.toHaveBeenCalled();
    applyApiErrors(conflict, form);
    expect(shown).toHaveBeenLastCalledWith({ title: 'Algo deu errado', description: 'Outra pessoa salvou antes.' });
  });

  it('hands every 422 message to an editor that shows them itself, and toasts the rest', () => {
    const shown = vi.spyOn(notify, 'error').mockImplementation(() => {});
    shown.mockClear();
    const showErrors = vi.fn();
    const onStale = vi.fn();
    const errors = { 'days.0.ranges.1.open': ['Horário inválido'] };
    applyApiErrors(new ApiError(422, 'Dados inválidos', errors), showErrors, { onStale });
    expect(showErrors).toHaveBeenCalledWith(errors);
    expect(shown).not.toHaveBeenCalled();
    applyApiErrors(new ApiError(409, 'Outra pessoa salvou antes.'), showErrors, { onStale });
    expect(onStale).toHaveBeenCalledWith('Outra pessoa salvou antes.');
    applyApiErrors(new ApiError(0, ''), showErrors, { onStale });
    expect(shown).toHaveBeenLastCalledWith({ title: 'Algo deu errado', description: expect.any(String) as unknown });
    expect(showErrors).toHaveBeenCalledTimes(1);
  });

  it('shows nothing for a 401 (the app is already on its way to the login page)', () => {
    const shown = vi.spyOn(notify, 'error').mockImplementation(() => {});
    shown.mockClear();
    const onStale = vi.fn();
    const { form, placed } = formWith({ name: '' });
    applyApiErrors(new ApiError(401, 'Não autenticado'), form, { onStale });
    expect(placed).toEqual([]);
    expect(onStale).not.toHaveBeenCalled();
    expect(shown).not.toHaveBeenCalled();
  });

  it('places a 422 on a row of a list (withRowFields) and on a lone field (oneFieldTarget)', () => {
    const { form, placed } = formWith({ category_id: 1, products: [{}, {}] });
    applyApiErrors(new ApiError(422, 'Dados inválidos', { 'products.1.amount': ['Informe o preço'], 'products.5.amount': ['?'] }), withRowFields(form, 'products', ['name', 'amount']));
    expect(placed).toEqual([{ name: 'products.1.amount', message: 'Informe o preço', focus: true }]);

    const show = vi.fn();
    applyApiErrors(new ApiError(422, 'Dados inválidos', { code: ['Código inválido'] }), oneFieldTarget('code', show));
    expect(show).toHaveBeenCalledWith('Código inválido');
  });
});
