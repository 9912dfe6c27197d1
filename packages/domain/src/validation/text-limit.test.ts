import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CategoryBodySchema } from '../menu/menu-category';
import { ProductCreateBodySchema } from '../menu/product';
import { requiredEmail, requiredString } from './rules';
import { textLimit, textLimits } from './text-limit';

describe("a text field's limit comes from its schema", () => {
  it('reads .max() through required, optional, nullable, default and pipe', () => {
    expect(textLimit(requiredString(80))).toBe(80);
    expect(textLimit(z.string().trim().max(1000).nullish())).toBe(1000);
    expect(textLimit(z.string().max(20).default(''))).toBe(20);
    expect(textLimit(requiredEmail())).toBe(255);
  });
  it('the menu forms get the API limits', () => {
    expect(textLimit(CategoryBodySchema.shape.name)).toBe(80);
    expect(textLimit(CategoryBodySchema.shape.description)).toBe(500);
    expect(textLimit(ProductCreateBodySchema.shape.name)).toBe(120);
    expect(textLimit(ProductCreateBodySchema.shape.description)).toBe(1000);
  });
  it('every field of an object schema at once', () => {
    expect(textLimits(CategoryBodySchema)).toEqual({ name: 80, description: 500, active: undefined });
  });
  it('no limit: undefined', () => {
    expect(textLimit(z.string())).toBeUndefined();
    expect(textLimit(z.number().max(3))).toBeUndefined();
  });
});
