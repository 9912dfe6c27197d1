/*
 * What a printer prints (issue 17), as lines of text already laid out for the paper: the kitchen
 * ticket and the receipt are built as a TicketDoc, which the API turns into ESC/POS bytes and the
 * browser shows as text at the paper's width. Wrapping is done here, once, so every way of printing
 * breaks lines at the same places and a test can read the result as text.
 */

export type Align = 'left' | 'center' | 'right';

/** One printed line: `large` is double width and height (half as many characters fit). */
export type TicketLine = { text: string; align?: Align; bold?: boolean; large?: boolean };

export type TicketDoc = { columns: number; lines: TicketLine[] };

/** Characters that fit on one line of this style. */
export const widthOf = (columns: number, line: Pick<TicketLine, 'large'>) => (line.large ? Math.floor(columns / 2) : columns);

/**
 * Breaks a text into lines of at most `width` characters, at spaces where it can; a word longer than
 * the line is cut across lines (never dropped). Continuation lines start with `indent`.
 */
export function wrap(text: string, width: number, indent = ''): string[] {
  const words = text.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean);
  const lines: string[] = [];
  let current = '';
  const room = () => width - (lines.length === 0 ? 0 : indent.length);
  const push = () => {
    lines.push(lines.length === 0 ? current : indent + current);
    current = '';
  };
  for (let word of words) {
    if (current && current.length + 1 + word.length > room()) push();
    while (word.length > room()) {
      const space = current ? room() - current.length - 1 : room();
      if (space <= 0) {
        push();
        continue;
      }
      current = current ? `${current} ${word.slice(0, space)}` : word.slice(0, space);
      word = word.slice(space);
      push();
    }
    if (word) current = current ? `${current} ${word}` : word;
  }
  if (current || lines.length === 0) push();
  return lines;
}

/** Lines of a text wrapped at the paper's width, in one style. */
export function paragraph(text: string, columns: number, style: Omit<TicketLine, 'text'> = {}, indent = ''): TicketLine[] {
  return wrap(text, widthOf(columns, style), indent).map((line) => ({ ...style, text: line }));
}

/** A text under another, `prefix` in from the edge; its own continuation lines `hang` further in. */
export function indented(text: string, columns: number, style: Omit<TicketLine, 'text'> = {}, prefix = '   ', hang = '  '): TicketLine[] {
  return wrap(text, widthOf(columns, style) - prefix.length, hang).map((line) => ({ ...style, text: prefix + line }));
}

/** A label and a value on one line, the value flush right ("Subtotal ..... R$ 50,00"); a long label wraps above it. */
export function pair(left: string, right: string, columns: number, style: Omit<TicketLine, 'text'> = {}): TicketLine[] {
  const width = widthOf(columns, style);
  const labels = wrap(left, width);
  const last = labels.pop() ?? '';
  const fits = last.length + 1 + right.length <= width;
  const tail = fits ? [`${last}${' '.repeat(width - last.length - right.length)}${right}`] : [last, `${' '.repeat(Math.max(0, width - right.length))}${right}`];
  return [...labels, ...tail].map((text) => ({ ...style, text }));
}

export const rule = (columns: number): TicketLine => ({ text: '-'.repeat(columns) });
export const blank: TicketLine = { text: '' };

/** The document as the paper shows it: each line padded to its width by its alignment. */
export function renderText(doc: TicketDoc): string {
  return doc.lines
    .map((line) => {
      const width = widthOf(doc.columns, line);
      const text = line.text.slice(0, width);
      const free = width - text.length;
      if (line.align === 'center') return (' '.repeat(Math.floor(free / 2)) + text).trimEnd();
      if (line.align === 'right') return ' '.repeat(free) + text;
      return text.trimEnd();
    })
    .join('\n');
}
