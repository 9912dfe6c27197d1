/**
 * A weight typed in kilograms, as people write it in Brazil ("0,350") or with a dot ("0.350"):
 * null when it is not a positive number.
 */
export function parseWeightKg(text: string): number | null {
  const cleaned = text.trim().replace(/\s|kg$/gi, '').replace(',', '.');
  if (!/^\d*\.?\d+$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isFinite(value) && value > 0 ? value : null;
}
