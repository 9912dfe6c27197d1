import { describe, expect, it } from 'vitest';
import { columnsOf, fromColumnJson, toColumnJson } from './fixed-statement';
import { orderLines, orders } from './schema/index';

// The JSON a fixed statement sends and reads (jsonb_populate_record in, row_to_json out) is keyed by
// column name and converted with the schema's own mappers (docs/decisions/0027).
describe('fixed statements', () => {
  it('names the columns as the database knows them, leaving out those asked', () => {
    const columns = columnsOf(orders, ['number']);
    expect(columns).toContain('"customer_whatsapp"');
    expect(columns).toContain('"value_to_change"');
    expect(columns).not.toContain('"number"');
    expect(columnsOf(orders)).toHaveLength(columns.length + 1);
  });

  it('sends set values by column name and leaves out those not given', () => {
    expect(toColumnJson(orders, { businessId: 7, customerName: 'Ana', notes: null, valueToChange: undefined })).toEqual({
      business_id: 7,
      customer_name: 'Ana',
      notes: null,
    });
  });

  it("reads a row_to_json object back as Drizzle's row: dates as Date, JSON as values, missing as null", () => {
    const row = fromColumnJson(orderLines, {
      id: 3,
      uuid: 'a7c1a0e2-2f7e-4c1e-9f39-2f0c1f6b1d11',
      order_id: 9,
      business_id: 7,
      product_id: null,
      product_name: 'Pizza',
      amount: 3990,
      promotional_price: null,
      active_promotion: false,
      is_weight_based: true,
      weight: 0.45,
      qty: 1,
      comments: 'sem cebola',
      options: [{ item_id: 1, name: 'Borda', group_id: 2, group_name: 'Bordas', qty: 1, amount: 500, is_highest_price: false, is_average_calc: false, category_average_count: null }],
      subtotal: 2296,
      created_at: '2026-11-24T02:30:00.123+00:00',
    });
    expect(row.createdAt).toEqual(new Date('2026-11-24T02:30:00.123Z'));
    expect(row).toMatchObject({ id: 3, orderId: 9, productId: null, weight: 0.45, comments: 'sem cebola', addedBy: null });
    expect(row.options[0]).toMatchObject({ name: 'Borda', amount: 500 });
  });
});
