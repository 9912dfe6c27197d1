import { describe, expect, it } from 'vitest';
import type { Lang } from '@comanda/domain/validation/lang';
import { centsToMoneyText, editMoneyText, moneyTextToCents, parseMoney, pasteMoneyText } from './money-text';

// Issue 31 item 3: a money field typed like a calculator, where a selection is replaced.

const MAX = 100_000_00;

/** A field's text and selection, edited the way a browser edits an <input> before the field judges it. */
class Box {
  constructor(
    public text: string,
    public start = text.length,
    public end = text.length,
    private lang: Lang = 'pt',
  ) {}

  static focused(cents: number, lang: Lang = 'pt'): Box {
    const text = centsToMoneyText(cents, lang);
    return new Box(text, 0, text.length, lang); // focus selects all
  }

  type(keys: string): this {
    for (const key of keys) {
      const candidate = this.text.slice(0, this.start) + key + this.text.slice(this.end);
      this.text = editMoneyText(this.text, candidate, this.lang, MAX);
      this.start = this.end = Math.min(this.start + 1, this.text.length);
    }
    return this;
  }

  backspace(): this {
    const from = this.start === this.end ? Math.max(0, this.start - 1) : this.start;
    this.text = editMoneyText(this.text, this.text.slice(0, from) + this.text.slice(this.end), this.lang, MAX);
    this.start = this.end = from;
    return this;
  }

  selectAll(): this {
    this.start = 0;
    this.end = this.text.length;
    return this;
  }

  paste(clip: string): this {
    this.text = pasteMoneyText(this.text, this.start, this.end, clip, this.lang, MAX);
    this.start = this.end = this.text.length;
    return this;
  }

  get cents(): number {
    return moneyTextToCents(this.text);
  }
}

describe('typing into a money field', () => {
  it('typing 5 into an empty field is R$ 5,00, not R$ 0,05', () => {
    expect(Box.focused(0).type('5').cents).toBe(500);
  });

  it('focus selects all, so typing over R$ 5,00 replaces it (the issue: 6 gave R$ 50,06)', () => {
    const box = Box.focused(500);
    expect(box.text).toBe('5,00');
    expect(box.type('6').cents).toBe(600);
  });

  it('Ctrl+A then 8 replaces the amount (the issue: R$ 500,68)', () => {
    const box = Box.focused(500).type('6');
    expect(box.selectAll().type('8').cents).toBe(800);
  });

  it('types reais and centavos like a calculator, with either separator', () => {
    expect(Box.focused(0).type('12,5').cents).toBe(1250);
    expect(Box.focused(0).type('12.50').text).toBe('12,50');
    expect(Box.focused(0, 'en').type('12,50').text).toBe('12.50');
    expect(Box.focused(0).type(',5').cents).toBe(50);
    expect(Box.focused(0).type('0,05').cents).toBe(5);
    expect(Box.focused(0).type('1234').cents).toBe(123400);
  });

  it('refuses a third decimal digit, a second separator, letters and amounts above the ceiling', () => {
    expect(Box.focused(0).type('5,505').text).toBe('5,50');
    expect(Box.focused(0).type('5,5,0').text).toBe('5,50');
    expect(Box.focused(0).type('5a').text).toBe('5');
    expect(Box.focused(0).type('1000000').text).toBe('100000');
    expect(Box.focused(0).type('007').text).toBe('7');
  });

  it('Backspace removes the last character typed', () => {
    const box = Box.focused(0).type('12,50');
    expect(box.backspace().backspace().text).toBe('12,');
    expect(box.cents).toBe(1200);
    expect(box.backspace().backspace().backspace().text).toBe('');
    expect(box.cents).toBe(0);
  });
});

describe('pasting into a money field', () => {
  it.each([
    ['5', 500],
    ['5,5', 550],
    ['R$ 5,50', 550],
    ['5.50', 550],
    ['R$\u00a01.234,50', 123450],
    ['R$1,234.50', 123450],
    ['1.234', 123400],
  ])('pasting %s over the amount gives %i centavos', (clip, cents) => {
    expect(Box.focused(999).paste(clip).cents).toBe(cents);
  });

  it('keeps the text when what is pasted is not an amount', () => {
    expect(Box.focused(500).paste('cinco').text).toBe('5,00');
    expect(Box.focused(500).paste('1,2,3').text).toBe('5,00');
  });
});

describe('reading an amount', () => {
  it('reads what people write and copy, and nothing else', () => {
    expect(parseMoney(',50', 'pt')).toBe(50);
    expect(parseMoney('5,', 'pt')).toBe(500);
    expect(parseMoney('1.234.567,89', 'pt')).toBe(123456789);
    expect(parseMoney('', 'pt')).toBeNull();
    expect(parseMoney('-5', 'pt')).toBeNull();
    expect(parseMoney('5,5050', 'pt')).toBeNull();
  });

  it("three digits after one separator are thousands only with the language's grouping separator", () => {
    expect(parseMoney('1.234', 'pt')).toBe(123400);
    expect(parseMoney('1,234', 'pt')).toBeNull();
    expect(parseMoney('1,234', 'en')).toBe(123400);
    expect(parseMoney('1.234', 'en')).toBeNull();
    expect(parseMoney('5.50', 'pt')).toBe(550);
    expect(parseMoney('5,50', 'en')).toBe(550);
  });

  it('a form reset or autofill of formatted text becomes the plain amount', () => {
    expect(editMoneyText('', 'R$ 1.234,50', 'pt', MAX)).toBe('1234,50');
    expect(editMoneyText('', 'R$ 5,00', 'pt', MAX)).toBe('5,00');
  });

  it('writes the text it starts from in the language, and reads it back', () => {
    expect(centsToMoneyText(123405, 'pt')).toBe('1234,05');
    expect(centsToMoneyText(123405, 'en')).toBe('1234.05');
    expect(centsToMoneyText(0, 'pt')).toBe('');
    for (const cents of [1, 50, 999, 100_000_00]) expect(moneyTextToCents(centsToMoneyText(cents, 'pt'))).toBe(cents);
  });
});
