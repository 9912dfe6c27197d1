import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { notifyApiError, notifyApiErrorAbout } from './form-errors';
import { i18next, initI18n } from './i18n';
import { rememberLocale } from './locale';
import { notify } from './toast';

describe('notifyApiError and notifyApiErrorAbout', () => {
  beforeAll(async () => {
    rememberLocale('pt');
    await initI18n();
    await i18next.changeLanguage('pt');
  });

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
