/** The CEP mask as the person types: '01310100' → '01310-100', at most 8 digits. */
export function formatZipcodeInput(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 8);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}
