// Pix amounts on the wire (INTEGRATIONS.md "Pix": Efí's `valor.original`, a webhook's `valor`, a BR
// Code's field 54) are decimal reais with two places, "45.90"; our money is integer centavos
// (DESIGN.md "Money"). Both directions are exact: no floating point touches the amount.

const PIX_AMOUNT = /^(\d{1,10})\.(\d{2})$/;

/** 4590 → "45.90"; 5 → "0.05". */
export function centavosToPixAmount(centavos: number): string {
  if (!Number.isSafeInteger(centavos) || centavos < 0) throw new RangeError(`not an amount of centavos: ${centavos}`);
  return `${Math.floor(centavos / 100)}.${String(centavos % 100).padStart(2, '0')}`;
}

/** "45.90" → 4590; null for anything that is not digits, a point and exactly two decimals. */
export function pixAmountToCentavos(text: string): number | null {
  const match = PIX_AMOUNT.exec(text);
  return match ? Number(match[1]) * 100 + Number(match[2]) : null;
}
