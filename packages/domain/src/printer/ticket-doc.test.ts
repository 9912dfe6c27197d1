import { describe, expect, it } from 'vitest';
import { pair, renderText, wrap } from './ticket-doc';

describe('ticket layout', () => {
  it('wraps at spaces with an indent, and cuts a word longer than the line', () => {
    expect(wrap('Pizza de calabresa com borda recheada', 16, '   ')).toEqual(['Pizza de', '   calabresa com', '   borda', '   recheada']);
    expect(wrap('Supercalifragilistico', 8)).toEqual(['Supercal', 'ifragili', 'stico']);
    expect(wrap('', 10)).toEqual(['']);
  });

  it('puts a value flush right, wrapping a long label above it', () => {
    expect(pair('Subtotal', 'R$ 50,00', 20).map((l) => l.text)).toEqual(['Subtotal    R$ 50,00']);
    expect(pair('2x Refrigerante de 2 litros gelado', 'R$ 24,00', 24).map((l) => l.text)).toEqual(['2x Refrigerante de 2', 'litros gelado   R$ 24,00']);
  });

  it('renders alignment and large lines at half the columns', () => {
    expect(
      renderText({
        columns: 10,
        lines: [
          { text: 'ab', align: 'center' },
          { text: 'cd', align: 'right' },
          { text: '#12', align: 'center', large: true },
        ],
      }),
    ).toBe('    ab\n        cd\n #12');
  });
});
