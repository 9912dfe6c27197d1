import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import type { TicketDoc } from '@comanda/domain/printer/ticket-doc';

/*
 * A ticket as the raw ESC/POS bytes a thermal printer takes (issue 17): QZ Tray and the print agent
 * send these as they are. Code page 860 (Portuguese) prints "Açaí", "Pão" and "Feijão" right on the
 * Epson-compatible printers Brazilian shops use. The lines are already laid out for the paper
 * (ticket-doc.ts), so the encoder only styles and aligns them.
 */

export function encodeTicket(doc: TicketDoc, copies = 1): Uint8Array {
  const encoder = new ReceiptPrinterEncoder({ language: 'esc-pos', columns: doc.columns, codepageMapping: 'epson', feedBeforeCut: 4 });
  encoder.initialize().codepage('cp860');
  for (let copy = 0; copy < copies; copy++) {
    for (const line of doc.lines) {
      encoder
        .align(line.align ?? 'left')
        .bold(Boolean(line.bold))
        .size(line.large ? 2 : 1, line.large ? 2 : 1)
        .line(line.text);
    }
    encoder.size(1, 1).bold(false).align('left').cut('partial');
  }
  return encoder.encode();
}
