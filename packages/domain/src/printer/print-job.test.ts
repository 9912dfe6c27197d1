import { describe, expect, it } from 'vitest';
import { PrintJobListQuerySchema, printStateOf, retryDelayMs } from './print-job';

describe('print jobs', () => {
  it('an order is failed while any job failed for good, waiting while one is queued, else printed at the latest', () => {
    const job = (status: 'pending' | 'sent' | 'printed' | 'failed', printed_at: string | null = null, error: string | null = null) => ({ status, printed_at, error });
    expect(printStateOf([])).toBeNull();
    expect(printStateOf([job('printed', '2026-11-26T10:00:00Z'), job('failed', null, 'sem papel')])).toEqual({ state: 'failed', at: null, error: 'sem papel' });
    expect(printStateOf([job('printed', '2026-11-26T10:00:00Z'), job('sent')])).toEqual({ state: 'waiting', at: null, error: null });
    expect(printStateOf([job('printed', '2026-11-26T10:00:00Z'), job('printed', '2026-11-26T10:05:00Z')])).toEqual({ state: 'printed', at: '2026-11-26T10:05:00Z', error: null });
  });

  it('waits longer after each failure, at most a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelayMs)).toEqual([2000, 4000, 8000, 16000, 32000, 60000, 60000]);
  });

  it('reads a list of order ids, and refuses more than 100 or anything but ids', () => {
    expect(PrintJobListQuerySchema.parse({ order_ids: '1,22,333' }).order_ids).toEqual([1, 22, 333]);
    expect(PrintJobListQuerySchema.safeParse({ order_ids: Array.from({ length: 101 }, (_, i) => i + 1).join(',') }).success).toBe(false);
    expect(PrintJobListQuerySchema.safeParse({ order_ids: '1;drop' }).success).toBe(false);
    expect(PrintJobListQuerySchema.safeParse({ order_ids: '9999999999' }).success).toBe(false);
  });
});
