import { describe, expect, it } from 'vitest';
import { renderText, type TicketDoc } from '@comanda/domain/printer/ticket-doc';
import { decodeEscPos } from '../../../test/escpos-decode';
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
