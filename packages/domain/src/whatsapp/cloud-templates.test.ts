import { describe, expect, it } from 'vitest';
import { cloudTemplate, cloudTemplateBody, cloudTemplateName, orderStatusTemplateName } from './cloud-templates';

describe('Cloud API templates', () => {
  it("names a template as Meta accepts it: lowercase, no accents, underscores", () => {
    expect(cloudTemplateName('Promoção de segunda!')).toBe('promocao_de_segunda');
    expect(cloudTemplateName('  Açaí 2x1  ')).toBe('acai_2x1');
    expect(cloudTemplateName('!!!')).toBe('modelo');
    expect(orderStatusTemplateName('out_for_delivery')).toBe('comanda_out_for_delivery');
  });

  it('numbers the known variables in order for the body registered at Meta, leaving unknown ones as typed', () => {
    expect(cloudTemplateBody('Oi {nome}, você tem {pontos} pontos, {nome}! {outra}', ['nome', 'pontos'])).toBe('Oi {{1}}, você tem {{2}} pontos, {{3}}! {outra}');
  });

  it('gives the parameters in the order of the text, one per use, and "-" for an empty value', () => {
    expect(cloudTemplate('promo', 'Oi {nome}, use {cupom}. Até, {nome}! {x}', { nome: 'Ana', cupom: '', pontos: 3 })).toEqual({ name: 'promo', language: 'pt_BR', parameters: ['Ana', '-', 'Ana'] });
    expect(cloudTemplate('promo', 'Sem variáveis', { nome: 'Ana' }).parameters).toEqual([]);
  });
});
