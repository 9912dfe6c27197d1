import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_GROUP_NAMES, AUDIT_ACTIONS } from '@comanda/domain/audit/audit-actions';
import type { Lang } from '@comanda/domain/validation/lang';
import en from '../../../locales/audit/en.json';
import pt from '../../../locales/audit/pt.json';
import type { AuditT } from '../i18n';
import { auditFiltersFromSearch, auditFiltersToRequest, auditFiltersToSearch, NO_AUDIT_FILTERS } from './audit-filters';
import { auditChanges, auditSentence, auditTimeText, auditValueText, type AuditTextContext } from './audit-text';

type Tree = { [key: string]: string | Tree };

/** The area's t() over its JSON file, as i18next reads it: nested keys, {{variables}}, _one/_other. */
function textsOf(messages: Tree): AuditT {
  const lookup = (key: string): string | undefined => {
    let node: string | Tree | undefined = messages;
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    return typeof node === 'string' ? node : undefined;
  };
  return (key, values = {}) => {
    const count = values.count;
    const text = (typeof count === 'number' ? lookup(`${key}_${count === 1 ? 'one' : 'other'}`) : undefined) ?? lookup(key);
    if (text === undefined) throw new Error(`missing text ${key}`);
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
      if (!(name in values)) throw new Error(`${key}: no value for {{${name}}}`);
      return String(values[name]);
    });
  };
}

const money = (c: number) => `R$ ${(c / 100).toFixed(2).replace('.', ',')}`;
const ctxOf = (lang: Lang): AuditTextContext => ({ t: textsOf((lang === 'pt' ? pt : en) as Tree), lang, money });
const ptCtx = ctxOf('pt');
const enCtx = ctxOf('en');
const say = (action: string, before: unknown, after: unknown, ctx = ptCtx) => auditSentence({ action, before, after }, ctx);

describe('auditSentence', () => {
  it('says a cancel with the order number, and gives its reason on its own', () => {
    const entry = { number: 12, status: 'noted', payment_status: 'unpaid', total: 3500 };
    expect(say('order.cancel', entry, { status: 'canceled', reason: ' Cliente desistiu ' })).toEqual({ text: 'Cancelou o pedido nº 12', reason: 'Cliente desistiu' });
    expect(say('order.cancel', entry, { status: 'canceled', reason: 'Customer gave up' }, enCtx)).toEqual({ text: 'Canceled order #12', reason: 'Customer gave up' });
    // An entry written before the number was kept still reads as a sentence.
    expect(say('order.cancel', { status: 'noted' }, { status: 'canceled', reason: 'x' }).text).toBe('Cancelou o pedido');
    expect(say('order.cancel', null, { status: 'canceled' }, enCtx).text).toBe('Canceled an order');
  });

  it('says when the items of an order were edited after the kitchen had it', () => {
    expect(say('order.update', { number: 9, status: 'pending' }, { total: 100 }).text).toBe('Editou os itens do pedido nº 9');
    expect(say('order.update', { number: 9, status: 'processing' }, { total: 100 }).text).toBe('Editou os itens do pedido nº 9 depois de ir para a cozinha');
    expect(say('order.update', { number: 9, status: 'in_consumption' }, { total: 100 }, enCtx).text).toBe('Edited the items of order #9 after it went to the kitchen');
  });

  it('says the discount with its amount, and its removal', () => {
    expect(say('order.discount', null, { number: 7, amount: 500, subtotal: 4000, total: 3500 }).text).toBe('Deu desconto de R$ 5,00 no pedido nº 7');
    expect(say('order.discount', null, { number: 7, amount: 500 }, enCtx).text).toBe('Gave a R$ 5,00 discount on order #7');
    expect(say('order.discount', { number: 7, amount: 300 }, { number: 7, amount: 0 }).text).toBe('Tirou o desconto do pedido nº 7');
  });

  it('says payments, statuses by their labels, and undos', () => {
    expect(say('order.paid', { number: 3, payment_status: 'unpaid' }, { payment_status: 'paid' }).text).toBe('Marcou o pedido nº 3 como pago');
    expect(say('order.status', { number: 3, status: 'noted' }, { status: 'processing' }).text).toBe('Mudou o pedido nº 3 para Preparando');
    expect(say('order.status_undo', { number: 3, status: 'processing' }, { status: 'noted', undone: 'processing' }, enCtx).text).toBe(
      'Undid the last move of order #3 (back to Noted)',
    );
  });

  it('says a price change with both prices, and other product changes by name', () => {
    const before = { name: 'Pizza grande', amount: 3000, active: true };
    expect(say('product.update', before, { ...before, amount: 3500 }).text).toBe('Mudou o preço do produto “Pizza grande” de R$ 30,00 para R$ 35,00');
    expect(say('product.update', before, { ...before, active: false }).text).toBe('Alterou o produto “Pizza grande”');
    expect(say('product.delete', before, null, enCtx).text).toBe('Deleted the product “Pizza grande”');
  });

  it("says the team's changes with the person's name when the entry has it", () => {
    expect(say('employee.register', null, { name: 'Maria Souza', permissions: ['use_pdv'] }).text).toBe('Cadastrou Maria Souza na equipe');
    expect(say('employee.permissions', { permissions: ['use_pdv'] }, { permissions: ['use_pdv', 'cancel_orders'] }).text).toBe('Alterou as permissões de um funcionário');
    expect(say('employee.toggle', { is_active: true }, { is_active: false }).text).toBe('Desativou o acesso de um funcionário');
    expect(say('employee.toggle', { is_active: false }, { is_active: true }, enCtx).text).toBe('Turned on the access of an employee');
    expect(say('employee.delete', { name: 'João' }, null, enCtx).text).toBe('Removed João from the team');
  });

  it('shows an action it does not know by its raw code', () => {
    expect(say('stock.adjust', null, { qty: 3 })).toEqual({ text: 'Ação stock.adjust', reason: null });
    expect(say('stock.adjust', null, null, enCtx).text).toBe('Action stock.adjust');
  });

  it.each(['pt', 'en'] as const)('has a sentence and every filter group a label in %s', (lang) => {
    const ctx = ctxOf(lang);
    for (const action of AUDIT_ACTIONS) {
      const text = say(action, { number: 1, name: 'X', status: 'noted' }, { number: 1, name: 'X', status: 'noted', amount: 100 }, ctx).text;
      expect(text, action).not.toMatch(/\{\{|actions\.|Ação |Action /);
    }
    for (const group of AUDIT_ACTION_GROUP_NAMES) expect(ctx.t(`groups.${group}`), group).not.toBe('');
  });
});

describe('auditChanges and their values', () => {
  it('keeps the fields after that differ from before; a field before alone is context, not a change', () => {
    const changes = auditChanges({ number: 12, status: 'noted', total: 3500 }, { status: 'canceled', reason: 'Cliente desistiu' });
    expect(changes).toEqual([
      { field: 'status', kind: 'value', before: 'noted', after: 'canceled' },
      { field: 'reason', kind: 'value', before: undefined, after: 'Cliente desistiu' },
    ]);
    expect(changes.map((c) => (c.kind === 'value' ? [auditValueText(c.field, c.before, ptCtx), auditValueText(c.field, c.after, ptCtx)] : []))).toEqual([
      ['Anotado', 'Cancelado'],
      ['—', 'Cliente desistiu'],
    ]);
    expect(auditChanges({ name: 'Pizza', amount: 3000 }, { name: 'Pizza', amount: 3500 })).toEqual([{ field: 'amount', kind: 'value', before: 3000, after: 3500 }]);
  });

  it('lists what a deletion removed and what a creation set', () => {
    expect(auditChanges({ name: 'Mesa 4' }, null)).toEqual([{ field: 'name', kind: 'value', before: 'Mesa 4', after: undefined }]);
    expect(auditChanges(null, { code: 'BEMVINDO' })).toEqual([{ field: 'code', kind: 'value', before: undefined, after: 'BEMVINDO' }]);
    expect(auditChanges(null, null)).toEqual([]);
  });

  it('gives a list change as the items added and removed (permissions by their labels)', () => {
    const [change] = auditChanges({ permissions: ['use_pdv', 'manage_orders'] }, { permissions: ['use_pdv', 'cancel_orders'] });
    expect(change).toEqual({ field: 'permissions', kind: 'list', added: ['cancel_orders'], removed: ['manage_orders'] });
    expect(auditValueText('permissions', ['use_pdv', 'cancel_orders', 'unknown_thing'], ptCtx)).toBe('PDV, Cancelar pedidos, unknown_thing');
  });

  it('writes money, yes/no, payment statuses, item counts and anything else readably', () => {
    expect(auditValueText('total', 123456, ptCtx)).toBe('R$ 1234,56');
    expect(auditValueText('points', 40, ptCtx)).toBe('40');
    expect(auditValueText('active', false, ptCtx)).toBe('Não');
    expect(auditValueText('active', true, enCtx)).toBe('Yes');
    expect(auditValueText('payment_status', 'paid', ptCtx)).toBe('Pagamento efetuado');
    expect(auditValueText('lines', [{ product_id: 1 }], ptCtx)).toBe('1 item');
    expect(auditValueText('lines', [{ product_id: 1 }, { product_id: 2 }], enCtx)).toBe('2 items');
    expect(auditValueText('whatever', { a: 1 }, ptCtx)).toBe('{"a":1}');
    expect(auditValueText('whatever', null, ptCtx)).toBe('—');
  });
});

describe('auditTimeText', () => {
  it("shows the instant in the business's time zone, in the language's format", () => {
    expect(auditTimeText('2026-11-26T02:30:00.000Z', 'America/Sao_Paulo', 'pt-BR')).toBe('25/11/2026, 23:30');
    expect(auditTimeText('2026-11-26T02:30:00.000Z', 'America/Manaus', 'pt-BR')).toBe('25/11/2026, 22:30');
    expect(auditTimeText('not a date', 'America/Sao_Paulo', 'pt-BR')).toBe('');
  });
});

describe('audit filters', () => {
  it('round-trip through the address and become the API query (groups as their actions)', () => {
    const filters = { actorId: 9, group: 'settings' as const, from: '2026-11-01', to: '2026-11-30' };
    expect(auditFiltersFromSearch(auditFiltersToSearch(filters))).toEqual(filters);
    const request = auditFiltersToRequest(filters);
    expect(request).toMatchObject({ actor_user_id: 9, from: '2026-11-01', to: '2026-11-30' });
    expect(request.action?.split(',')).toContain('general_settings.update');
    expect(auditFiltersToRequest({ ...NO_AUDIT_FILTERS, group: 'order_cancel' })).toEqual({ action: 'order.cancel' });
    expect(auditFiltersToRequest(NO_AUDIT_FILTERS)).toEqual({});
  });

  it('ignores junk in the address and swaps a range typed backwards', () => {
    expect(auditFiltersFromSearch(new URLSearchParams('pessoa=abc&acao=nada&de=ontem&ate=2026-1-1'))).toEqual(NO_AUDIT_FILTERS);
    expect(auditFiltersToRequest({ ...NO_AUDIT_FILTERS, from: '2026-11-30', to: '2026-11-01' })).toEqual({ from: '2026-11-01', to: '2026-11-30' });
  });
});
