import type { PrinterResource } from '@comanda/domain/printer/printer';
import type { ClaimedPrintJob } from '@comanda/domain/printer/print-job';
import { apiRequest } from '../../../../lib/api-client';
import { newIdempotencyKey } from '../../../../lib/use-guarded-mutation';
import { connectQz, printRaw, type QzPatience } from './qz-client';

/*
 * This browser as the printing client of the business's QZ Tray printers (issue 17): once QZ Tray is
 * connected, it claims their due jobs, prints each and reports it, whenever the server says there is
 * work ("print.jobs"), on connecting, and every few seconds (retries fall due later). One session per
 * tab, whatever number of screens show its state.
 */

export type QzState = { status: 'off' | 'connecting' | 'connected' | 'not-installed' | 'untrusted'; error: string | null };

const POLL_MS = 5000;
const client = `browser:${newIdempotencyKey().slice(0, 8)}`;

let state: QzState = { status: 'off', error: null };
const listeners = new Set<() => void>();
let session: { businessId: number; printers: PrinterResource[]; timer: ReturnType<typeof setInterval> } | null = null;
let draining: Promise<void> | null = null;
let again = false;

function set(next: QzState): void {
  state = next;
  for (const listener of listeners) listener();
}

export const qzState = () => state;
export function onQzState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const blocked = (error: unknown) => error instanceof Error && /block|denied|untrusted|not allowed/i.test(error.message);

async function drainOnce(): Promise<void> {
  if (!session) return;
  const { businessId, printers } = session;
  const byId = new Map(printers.map((p) => [p.id, p]));
  const qz = await connectQz(businessId);
  for (;;) {
    const jobs = (
      await apiRequest<{ data: ClaimedPrintJob[] }>(`/businesses/${businessId}/print-jobs/claim`, { method: 'POST', body: { printer_ids: [...byId.keys()], client } })
    ).data;
    if (jobs.length === 0) return;
    for (const job of jobs) {
      const printer = job.printer_id === null ? undefined : byId.get(job.printer_id);
      let outcome: { status: 'printed' | 'failed'; error: string | null } = { status: 'printed', error: null };
      try {
        if (!printer?.qz_printer) throw new Error('printer_unknown');
        await printRaw(qz, printer.qz_printer, job.data);
      } catch (error) {
        if (blocked(error)) set({ status: 'untrusted', error: error instanceof Error ? error.message : null });
        outcome = { status: 'failed', error: error instanceof Error ? error.message.slice(0, 300) : 'failed' };
      }
      await apiRequest(`/print-jobs/${job.id}/ack`, { method: 'POST', body: { client, ...outcome } });
    }
  }
}

/** Prints what is due now, or once more after the pass under way. */
export function wakeQzPrinting(): void {
  if (!session || state.status !== 'connected') return;
  if (draining) {
    again = true;
    return;
  }
  draining = drainOnce()
    .catch(() => undefined)
    .finally(() => {
      draining = null;
      if (again) {
        again = false;
        wakeQzPrinting();
      }
    });
}

/** Connects QZ Tray for the business's QZ printers and starts printing their jobs. */
export async function startQzPrinting(businessId: number, printers: readonly PrinterResource[], patience: QzPatience = 'once'): Promise<void> {
  const mine = printers.filter((p) => p.connection === 'qz');
  if (session?.businessId === businessId && state.status === 'connected') {
    session.printers = mine;
    return;
  }
  stopQzPrinting();
  if (mine.length === 0) return;
  set({ status: 'connecting', error: null });
  try {
    await connectQz(businessId, patience);
    session = { businessId, printers: mine, timer: setInterval(wakeQzPrinting, POLL_MS) };
    set({ status: 'connected', error: null });
    wakeQzPrinting();
  } catch (error) {
    set({ status: blocked(error) ? 'untrusted' : 'not-installed', error: error instanceof Error ? error.message : null });
  }
}

export function stopQzPrinting(): void {
  if (session) clearInterval(session.timer);
  session = null;
  if (state.status !== 'off') set({ status: 'off', error: null });
}
