import { describe, expect, it } from 'vitest';
import { PRINT_TRAY_CONNECTION, paperWidthPx } from './paper-width';

describe('printer paper width px = round(columns / 25.4 × 96)', () => {
  it('58 mm paper is 219 px and 80 mm is 302 px', () => {
    expect(paperWidthPx(58)).toBe(219); // 219.21
    expect(paperWidthPx(80)).toBe(302); // 302.36
  });
  it('rounds to the nearest pixel', () => {
    expect(paperWidthPx(25.4)).toBe(96);
    expect(paperWidthPx(48)).toBe(181); // 181.417
  });
  it('the print tray connection retries 5 times with delay 1', () => expect(PRINT_TRAY_CONNECTION).toEqual({ retries: 5, delay: 1 }));
});
