import { describe, expect, it } from 'vitest';
import { pointsEarned, pointsValue, reversibleAmount } from './ledger';

describe('points', () => {
  it('an order earns one point per whole real once it reaches the minimum', () => {
    expect(pointsEarned(4590, 0)).toBe(45);
    expect(pointsEarned(4590, 5000)).toBe(0);
    expect(pointsEarned(5000, 5000)).toBe(50);
    expect(pointsEarned(0, 0)).toBe(0);
  });
  it('are worth their value in centavos', () => expect(pointsValue(60, 1)).toBe(60));
  it('taking back an earn never takes the balance below zero', () => {
    expect(reversibleAmount(50, 80)).toBe(50);
    expect(reversibleAmount(50, 20)).toBe(20);
    expect(reversibleAmount(50, 0)).toBe(0);
  });
});
