import { describe, expect, it } from 'vitest';
import { kitchenTicket } from '@comanda/domain/printer/kitchen-ticket';
import { receipt } from '@comanda/domain/printer/receipt';
import { renderText, type TicketDoc } from '@comanda/domain/printer/ticket-doc';
import { decodeEscPos } from '../../test/escpos-decode';
import { encodeTicket } from './escpos';

describe('ESC/POS encoding', () => {
  const doc: TicketDoc = {
    columns: 32,
    lines: [
      { text: 'PEDIDO 12', align: 'center', bold: true, large: true },
      { text: 'MESA 4', bold: true },
      { text: '2x Açaí com Pão de queijo' },
      { text: 'Feijão tropeiro', align: 'right' },
    ],
  };

  it('prints the laid-out text, accents included (code page 860), and cuts', () => {
    const bytes = encodeTicket(doc);
    const text = decodeEscPos(bytes);
    expect(text.split('\n').slice(0, 4).map((l) => l.trim())).toEqual(['PEDIDO 12', 'MESA 4', '2x Açaí com Pão de queijo', 'Feijão tropeiro']);
    // The cut command (GS V) is there.
    expect([...bytes].some((b, i) => b === 0x1d && bytes[i + 1] === 0x56)).toBe(true);
  });

  it('aligns as the document renders it', () => {
    const decoded = decodeEscPos(encodeTicket(doc)).split('\n');
    expect(decoded[3]).toBe(renderText(doc).split('\n')[3]);
  });

  it('prints each copy in full', () => {
    const text = decodeEscPos(encodeTicket(doc, 2));
    expect(text.match(/PEDIDO 12/g)).toHaveLength(2);
  });
});

describe('the printed tickets, read back from their ESC/POS bytes', () => {
  const line = { name: 'Pizza meio a meio grande de calabresa com catupiry', qty: 2, weight: null, is_weight_based: false, items: [], comments: 'sem cebola', subtotal: 9000 };
  const order = {
    number: 7, order_type: 'delivery', local_sub_type: null, table_name: null, customer_name: 'João Araújo', notes: null, created_at: '2026-11-26T17:32:00Z',
    products: [line, { ...line, name: 'Açaí', qty: 1, comments: null, subtotal: 0 }], subtotal: 9000, delivery_fee: 0, service_charge: 0, card_fee: 0, discount: 0, total: 9000,
    payment_type: 'pix', payment_status: 'paid', value_to_change: null, change: null, customer_whatsapp: null, address_street: 'Rua São João', address_number: '10',
    address_complement: null, address_reference: null, district_name: 'Centro',
  } as const;

  for (const columns of [32, 48]) {
    it(`print exactly the laid-out text at ${columns} columns, accents and all`, () => {
      const docs = [
        kitchenTicket({ order, lines: order.products, kind: 'kitchen', reprint: true, waiter: 'Marina', at: '2026-11-26T17:33:00Z', timeZone: 'America/Sao_Paulo', lang: 'pt', columns }),
        receipt({ business: { name: 'Pão & Cia', document: '12345678000190', address: 'Av. São João, 1 - Centro, São Paulo/SP' }, order, reprint: false, timeZone: 'America/Sao_Paulo', lang: 'pt', columns }),
      ];
      for (const doc of docs) {
        const printed = decodeEscPos(encodeTicket(doc)).split('\n');
        const laidOut = renderText(doc).split('\n');
        // The encoder centres and right-aligns with spaces or the printer's own alignment: compare the words.
        expect(printed.slice(0, laidOut.length).map((l) => l.trim())).toEqual(laidOut.map((l) => l.trim()));
        expect(printed.every((l) => l.length <= columns)).toBe(true);
      }
    });
  }
});

describe('the kitchen ticket reads the lines as the kitchen view does (issue 31)', () => {
  const option = (item_id: number, name: string, group: 'Sabores' | 'Borda', flags: { is_highest_price?: boolean; is_average_calc?: boolean } = {}) => ({
    item_id, name, group_id: group === 'Sabores' ? 1 : 2, group_name: group, qty: 1, amount: 0,
    is_highest_price: false, is_average_calc: false, category_average_count: null, ...flags,
  });
  const base = { product_id: 5, name: 'Pizza Calabresa', qty: 1, weight: null, is_weight_based: false, items: [], comments: null };
  const half = {
    ...base, product_id: 6, name: 'Pizza meio a meio',
    items: [option(1, 'Calabresa', 'Sabores', { is_highest_price: true }), option(2, 'Quatro Queijos', 'Sabores', { is_highest_price: true }), option(3, 'Catupiry', 'Borda')],
  };
  const third = { ...base, product_id: 7, name: 'Pizza doce', items: ['Chocolate', 'Banana', 'Morango'].map((name, i) => option(i + 10, name, 'Sabores', { is_average_calc: true })) };
  const order = { number: 8, order_type: 'local', local_sub_type: 'mesa', table_name: 'Mesa 4', customer_name: null, notes: null } as const;
  const lines = [base, half, { ...base, qty: 2 }, { ...base, name: 'Açaí', product_id: 9, is_weight_based: true, weight: 0.45 }, third];

  it('merges identical lines, prefixes half-and-half flavours with ½ (1/3 where the code page has no ⅓), names groups and shows the weight', () => {
    const doc = kitchenTicket({ order, lines, kind: 'kitchen', reprint: false, waiter: null, at: '2026-11-26T17:33:00Z', timeZone: 'America/Sao_Paulo', lang: 'pt', columns: 48 });
    const printed = decodeEscPos(encodeTicket(doc)).split('\n').map((l) => l.trim());
    const items = printed.slice(printed.findIndex((l) => l.startsWith('---')) + 1);
    expect(items.slice(0, items.findIndex((l) => l.startsWith('---')))).toEqual([
      '3x Pizza Calabresa',
      '1x Pizza meio a meio',
      '+ ½ Calabresa',
      '+ ½ Quatro Queijos',
      '+ Borda: Catupiry',
      '0,450 kg Açaí',
      '1x Pizza doce',
      '+ 1/3 Chocolate',
      '+ 1/3 Banana',
      '+ 1/3 Morango',
    ]);
  });
});
