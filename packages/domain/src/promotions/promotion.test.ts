import { describe, expect, it } from 'vitest';
import { formatValidationErrors } from '../validation/format-errors';
import { fieldErrors } from '../menu/test-errors';
import { PromotionSchema, isPromotionActive, priceWithPromotion, promotionPriceProblem, promotionSchemaFor, promotionalPrice } from './promotion';

// Noon in São Paulo (UTC−3) on a given date.
const at = (date: string, time = '12:00') => new Date(`${date}T${time}:00-03:00`);
const july = { start_date: '2025-07-01', end_date: '2025-07-10', days_of_week: [] };

describe('a promotion is active only within its dates (spec §5)', () => {
  it('active on its start date', () => expect(isPromotionActive(july, at('2025-07-01', '00:00'))).toBe(true));
  it('active on its end date, until its last minute', () => expect(isPromotionActive(july, at('2025-07-10', '23:59'))).toBe(true));
  it('inactive the day before the start and the day after the end', () => {
    expect(isPromotionActive(july, at('2025-06-30', '23:59'))).toBe(false);
    expect(isPromotionActive(july, at('2025-07-11', '00:00'))).toBe(false);
  });
  it('open-ended when a date is not set', () => {
    expect(isPromotionActive({ start_date: null, end_date: '2025-07-10' }, at('2020-01-01'))).toBe(true);
    expect(isPromotionActive({ start_date: '2025-07-01' }, at('2030-01-01'))).toBe(true);
    expect(isPromotionActive({}, at('2030-01-01'))).toBe(true);
  });
});

describe('"today" is the business today, in America/Sao_Paulo by default', () => {
  it('22:00 on the end date in São Paulo is still active, though UTC is past it', () => {
    const now = new Date('2025-07-11T01:00:00Z'); // 2025-07-10 22:00 in São Paulo
    expect(isPromotionActive(july, now)).toBe(true);
    expect(isPromotionActive(july, now, 'UTC')).toBe(false);
  });
});

describe('a promotion is active only on a listed weekday (spec §5)', () => {
  it('active on a listed weekday', () => expect(isPromotionActive({ days_of_week: ['saturday', 'sunday'] }, at('2025-07-05'))).toBe(true));
  it('inactive on an unlisted weekday', () => expect(isPromotionActive({ days_of_week: ['saturday', 'sunday'] }, at('2025-07-01'))).toBe(false));
  it('an empty list means every day', () => expect(isPromotionActive({ days_of_week: [] }, at('2025-07-01'))).toBe(true));
  it('dates and weekdays must both hold', () => {
    // 2025-07-05 is a Saturday within the dates; 2025-07-12 a Saturday after them.
    expect(isPromotionActive({ ...july, days_of_week: ['saturday'] }, at('2025-07-05'))).toBe(true);
    expect(isPromotionActive({ ...july, days_of_week: ['saturday'] }, at('2025-07-12'))).toBe(false);
  });
});

describe('promotional price never below 0', () => {
  it('percentage off, rounded half away from zero', () => {
    expect(promotionalPrice(2990, { type: 'percentage', discount_value: 10 })).toBe(2691);
    expect(promotionalPrice(5, { type: 'percentage', discount_value: 10 })).toBe(4);
  });
  it('fixed amount off', () => expect(promotionalPrice(2990, { type: 'fixed', discount_value: 500 })).toBe(2490));
  it('a fixed discount larger than the price makes it 0', () => expect(promotionalPrice(500, { type: 'fixed', discount_value: 900 })).toBe(0));
  it('priced with the promotion only while active', () => {
    const promotion = { type: 'fixed' as const, discount_value: 500, ...july };
    expect(priceWithPromotion(2990, promotion, at('2025-07-02'))).toEqual({ amount: 2990, promotional_price: 2490, active_promotion: true });
    expect(priceWithPromotion(2990, promotion, at('2025-08-02')).active_promotion).toBe(false);
    expect(priceWithPromotion(2990, null, at('2025-07-02'))).toEqual({ amount: 2990, promotional_price: null, active_promotion: false });
  });
});

describe('promotion schema', () => {
  const valid = { type: 'percentage', discount_value: 15, start_date: '2025-07-01', end_date: '2025-07-10', days_of_week: ['monday'] };
  it('accepts a valid promotion', () => expect(PromotionSchema.safeParse(valid).success).toBe(true));
  it('the end date may equal the start date but not precede it', () => {
    expect(PromotionSchema.safeParse({ ...valid, end_date: '2025-07-01' }).success).toBe(true);
    const issues = PromotionSchema.safeParse({ ...valid, end_date: '2025-06-30' }).error?.issues ?? [];
    expect(formatValidationErrors(issues, 'pt').errors).toEqual({
      end_date: ['O campo data de término deve ser uma data posterior ou igual à data de início'],
    });
  });
  it('a percentage is at most 100 and a fixed value whole centavos', () => {
    expect(PromotionSchema.safeParse({ ...valid, discount_value: 101 }).success).toBe(false);
    expect(PromotionSchema.safeParse({ ...valid, type: 'fixed', discount_value: 10.5 }).success).toBe(false);
  });
  it('refuses unknown weekdays and malformed dates', () => {
    expect(PromotionSchema.safeParse({ ...valid, days_of_week: ['funday'] }).success).toBe(false);
    expect(PromotionSchema.safeParse({ ...valid, start_date: '01/07/2025' }).success).toBe(false);
  });
});

describe('a promotion must leave the product a price above R$ 0,00 (decision 0009)', () => {
  const fixed = (discount_value: number) => ({ type: 'fixed' as const, discount_value });
  const percent = (discount_value: number) => ({ type: 'percentage' as const, discount_value });

  it('a fixed discount equal to or above the price reaches it', () => {
    expect(promotionPriceProblem(2590, fixed(2590))).toBe('reaches_price');
    expect(promotionPriceProblem(2590, fixed(5000))).toBe('reaches_price');
    expect(promotionPriceProblem(2590, fixed(2589))).toBeNull();
  });
  it('100% reaches the price, and so does a percentage that rounds the price to zero', () => {
    expect(promotionPriceProblem(2590, percent(100))).toBe('reaches_price');
    expect(promotionPriceProblem(1, percent(60))).toBe('reaches_price');
    expect(promotionPriceProblem(2590, percent(99))).toBeNull();
  });
  it('a product priced only by its options has nothing to discount', () => {
    expect(promotionPriceProblem(0, percent(10))).toBe('no_price');
    expect(promotionPriceProblem(0, fixed(100))).toBe('no_price');
  });
  it('the schema for a product says so on discount_value, in pt and en', () => {
    const body = { type: 'fixed', discount_value: 3000 };
    expect(fieldErrors(promotionSchemaFor(2590), body)).toEqual({
      discount_value: ['O desconto deve ser menor que o preço do produto: com ele, o produto sairia de graça'],
    });
    expect(fieldErrors(promotionSchemaFor(2590), body, 'en')).toEqual({
      discount_value: ["The discount must be less than the product's price: with it, the product would be free"],
    });
    expect(fieldErrors(promotionSchemaFor(0), { type: 'percentage', discount_value: 10 })).toEqual({
      discount_value: ['Este produto não tem preço próprio, só opções com preço: não há o que descontar'],
    });
    expect(promotionSchemaFor(2590).safeParse({ type: 'fixed', discount_value: 500 }).success).toBe(true);
  });
  it('a discount refused by its own rule gets that message only', () => {
    expect(fieldErrors(promotionSchemaFor(2590), { type: 'percentage', discount_value: 150 })).toEqual({
      discount_value: ['O campo valor do desconto precisa ser 100 ou menor'],
    });
  });
});
