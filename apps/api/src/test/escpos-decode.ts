import CodepageEncoder from '@point-of-sale/codepage-encoder';

/**
 * ESC/POS bytes back to the text a printer shows: commands skipped, cp860 bytes mapped back to
 * characters, a line per LF, trailing spaces dropped. Tests read printed output through it.
 */
export function decodeEscPos(bytes: Uint8Array): string {
  const table = CodepageEncoder.getCodepoints('cp860', true);
  let out = '';
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]!;
    if (byte === 0x1b) {
      const command = bytes[i + 1];
      // ESC @ (init) takes no argument; ESC t n, ESC a n, ESC E n, ESC ! n, ESC - n, ESC d n, ESC M n … take one.
      i += command === 0x40 ? 1 : 2;
    } else if (byte === 0x1d) {
      const command = bytes[i + 1];
      // GS V m [n] (cut): m 65/66 takes n; GS ! n (size) takes one.
      if (command === 0x56) i += bytes[i + 2] === 65 || bytes[i + 2] === 66 ? 3 : 2;
      else i += 2;
    } else if (byte === 0x1c) {
      // FS . / FS & (Kanji mode off/on) take no argument beyond their letter.
      i += 1;
    } else if (byte === 0x0a) out += '\n';
    else if (byte === 0x0d) continue;
    else out += String.fromCodePoint(table[byte] ?? 0x3f);
  }
  return out
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n');
}
