import { describe, expect, it } from 'vitest';
import { costsNothing, needsFreeConfirmation } from './free-product';

describe('a product costs nothing when it has no price and no priced option', () => {
  it('no price and no priced option', () => expect(costsNothing(0, false)).toBe(true));
  it('a price of its own, or a priced option (pizza sizes), is not free', () => {
    expect(costsNothing(2590, false)).toBe(false);
    expect(costsNothing(0, true)).toBe(false);
  });
});

describe('offering a product that costs nothing takes a confirmation', () => {
  const free = { active: true, amount: 0 };
  it('creating it active', () => expect(needsFreeConfirmation(null, free, false)).toBe(true));
  it('creating it paused does not', () => expect(needsFreeConfirmation(null, { active: false, amount: 0 }, false)).toBe(false));
  it('resuming it, or setting the price of an offered product to zero', () => {
    expect(needsFreeConfirmation({ active: false, amount: 0 }, free, false)).toBe(true);
    expect(needsFreeConfirmation({ active: true, amount: 1500 }, free, false)).toBe(true);
  });
  it('not when it was already offered for free, nor when options carry the price', () => {
    expect(needsFreeConfirmation(free, free, false)).toBe(false);
    expect(needsFreeConfirmation({ active: false, amount: 0 }, free, true)).toBe(false);
  });
});
