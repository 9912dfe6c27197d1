import { describe, expect, it } from 'vitest';
import type { OrderLineOptionSnapshot } from '../orders/order-resource';
import { kitchenTicket, type KitchenTicketInput } from './kitchen-ticket';
import { receipt, testPage, type ReceiptInput } from './receipt';
import { renderText } from './ticket-doc';

// Golden texts of the kitchen ticket and the receipt on 58 mm (32 columns) and 80 mm (48) paper:
// accents, long names wrapped (never cut), options and comments, a delivery with no fee.

const option = (name: string, group: 'Sabores' | 'Borda'): OrderLineOptionSnapshot => ({
  item_id: 1, name, group_id: group === 'Sabores' ? 1 : 2, group_name: group, qty: 1, amount: 0, is_highest_price: group === 'Sabores', is_average_calc: false, category_average_count: null,
});
const products = [
  { name: 'Pizza meio a meio grande de calabresa com catupiry', qty: 2, weight: null, is_weight_based: false, items: [option('Calabresa', 'Sabores'), option('Quatro Queijos', 'Sabores'), option('Catupiry', 'Borda')], comments: 'sem cebola, bem assada', subtotal: 11580 },
  { name: 'Açaí', qty: 1, weight: 0.45, is_weight_based: true, items: [], comments: null, subtotal: 2250 },
  { name: 'Pão de queijo', qty: 3, weight: null, is_weight_based: false, items: [], comments: null, subtotal: 1500 },
];
const order = {
  number: 12, order_type: 'delivery', local_sub_type: null, table_name: null, customer_name: 'João Araújo', notes: 'Tocar o interfone',
  created_at: '2026-11-26T17:32:00Z', products, subtotal: 15330, delivery_fee: 0, service_charge: 0, card_fee: 0, discount: 500, total: 14830,
  payment_type: 'money', payment_status: 'unpaid', value_to_change: 20000, change: 5170, customer_whatsapp: '(11) 98765-4321',
  address_street: 'Rua das Flores', address_number: '123', address_complement: 'apto 4', address_reference: 'perto da padaria', district_name: 'Vila Mariana',
} as const;
const business = { name: 'Pizzaria Bella Napoli', document: '12345678000190', address: 'Rua Augusta, 1500 - Consolação, São Paulo/SP' };
const ticketOf = (columns: number, extra: Partial<KitchenTicketInput> = {}) =>
  renderText(kitchenTicket({ order, lines: products, kind: 'kitchen', reprint: false, waiter: 'Marina', at: '2026-11-26T17:33:00Z', timeZone: 'America/Sao_Paulo', lang: 'pt', columns, ...extra }));
const receiptOf = (columns: number, extra: Partial<ReceiptInput> = {}) =>
  renderText(receipt({ business, order: { ...order, products: [...products] }, reprint: false, timeZone: 'America/Sao_Paulo', lang: 'pt', columns, ...extra }));

describe('kitchen ticket', () => {
  it('58 mm: large number, place, who and when, items with options and comments, no prices', () => {
    expect(ticketOf(32)).toBe(`   PEDIDO 12
DELIVERY
Cliente: João Araújo
Garçom: Marina
26/11/2026 14:33
--------------------------------
2x Pizza meio a meio grande de
   calabresa com catupiry
   + ½ Calabresa
   + ½ Quatro Queijos
   + Borda: Catupiry
   Obs.: sem cebola, bem assada
0,450 kg Açaí
3x Pão de queijo
--------------------------------
Obs. do pedido: Tocar o
interfone
`);
  });

  it('80 mm: the same at 48 columns', () => {
    expect(ticketOf(48)).toBe(`       PEDIDO 12
DELIVERY
Cliente: João Araújo
Garçom: Marina
26/11/2026 14:33
------------------------------------------------
2x Pizza meio a meio grande de calabresa com
   catupiry
   + ½ Calabresa
   + ½ Quatro Queijos
   + Borda: Catupiry
   Obs.: sem cebola, bem assada
0,450 kg Açaí
3x Pão de queijo
------------------------------------------------
Obs. do pedido: Tocar o interfone
`);
  });

  it('an addition to a table prints only the new items, marked ADICIONAL; a reprint says so', () => {
    const table = { ...order, order_type: 'local' as const, local_sub_type: 'mesa' as const, table_name: 'Mesa 4', customer_name: null, notes: null };
    const text = ticketOf(32, { order: table, lines: [products[2]!], kind: 'addition', reprint: true, waiter: 'João' });
    expect(text).toBe(`   PEDIDO 12
       *** ADICIONAL ***
          REIMPRESSÃO
MESA 4
Garçom: João
26/11/2026 14:33
--------------------------------
3x Pão de queijo
--------------------------------`);
  });

  it('a canceled item prints as CANCELADO', () => {
    expect(ticketOf(48, { lines: [products[1]!], kind: 'cancel' }).split('\n').slice(0, 3)).toEqual(['       PEDIDO 12', '               *** CANCELADO ***', 'DELIVERY']);
  });
});

describe('receipt', () => {
  it('58 mm: business, items with prices, totals as stored, free delivery, change, address, not a tax document', () => {
    expect(receiptOf(32)).toBe(`     Pizzaria Bella Napoli
    CNPJ 12.345.678/0001-90
Rua Augusta, 1500 - Consolação,
          São Paulo/SP
--------------------------------
Pedido 12       26/11/2026 14:32
Delivery
--------------------------------
2x Pizza meio a meio grande de
calabresa com catupiry R$ 115,80
   + ½ Calabresa
   + ½ Quatro Queijos
   + Borda: Catupiry
   Obs.: sem cebola, bem assada
0,450 kg Açaí           R$ 22,50
3x Pão de queijo        R$ 15,00
--------------------------------
Subtotal               R$ 153,30
Taxa de entrega           Grátis
Desconto                -R$ 5,00
TOTAL                  R$ 148,30
Pagamento: Dinheiro      a pagar
Troco para R$ 200,00    R$ 51,70
--------------------------------
Cliente: João Araújo
(11) 98765-4321
Endereço: Rua das Flores, 123 -
apto 4
Bairro: Vila Mariana
Ref.: perto da padaria
--------------------------------
     Não é documento fiscal`);
  });

  it('80 mm: every line within 48 columns, a service charge when there is one', () => {
    const text = receiptOf(48, { order: { ...order, products: [...products], order_type: 'local', local_sub_type: 'mesa', table_name: 'Mesa 4', service_charge: 1533 } });
    expect(text.split('\n').every((line) => line.length <= 48)).toBe(true);
    expect(text).toContain('Taxa de serviço                         R$ 15,33');
    expect(text).not.toContain('Taxa de entrega');
    expect(text).toContain('2x Pizza meio a meio grande de calabresa com\ncatupiry                               R$ 115,80');
  });

  it('in English', () => {
    expect(receiptOf(48, { lang: 'en' })).toContain('Delivery fee                                Free');
  });
});

describe('test page', () => {
  it('names the printer and its paper, with accents to check the code page', () => {
    const text = renderText(testPage({ printerName: 'Cozinha', paperMm: 58, at: '2026-11-26T17:33:00Z', timeZone: 'America/Sao_Paulo', lang: 'pt', columns: 32 }));
    expect(text).toContain('Cozinha · 58 mm · 32');
    expect(text.replace(/\n/g, ' ')).toContain('Açaí, Pão de queijo, Feijão');
  });
});
