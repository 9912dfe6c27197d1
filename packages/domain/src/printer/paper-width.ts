/** Paper width in CSS pixels for a receipt of `columns` (spec §9): columns / 25.4 × 96, rounded. */
export function paperWidthPx(columns: number): number {
  // columns is the paper width in millimetres as printers describe it (58, 80); 25.4 mm an inch, 96 px an inch.
  return Math.round((columns / 25.4) * 96);
}

/** QZ Tray connection: retries and delay in seconds (spec §9). */
export const PRINT_TRAY_CONNECTION = { retries: 5, delay: 1 } as const;
