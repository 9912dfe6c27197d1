// Zod-free: what a customer's reply means to Comanda's campaigns (issue 35). A reply that is only an
// opt-out word ("SAIR", "Parar.", "sair 🙏") withdraws the consent at once; a sentence that merely
// contains one ("vou sair às 8") does not, or a customer's ordinary chat would unsubscribe them.

/** The words a customer sends to stop promotions, folded (no accents, lower case). */
export const OPT_OUT_WORDS: readonly string[] = ['sair', 'parar', 'pare', 'stop', 'cancelar', 'descadastrar'];

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();

/** Whether a message, as a customer typed it, asks to stop receiving promotions. */
export function isOptOutReply(text: string): boolean {
  const words = fold(text)
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return words.length === 1 && OPT_OUT_WORDS.includes(words[0]!);
}
