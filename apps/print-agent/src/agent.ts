import fs from 'node:fs';
import os from 'node:os';
import { io, type Socket } from 'socket.io-client';
import { sendToPrinter } from './tcp-printer';

/*
 * The Comanda print agent (issue 17, decision 0030): a small program on the shop's computer that
 * prints its business's network printers' jobs, with no browser open. It signs in with a device
 * token made in /settings/impressoras, hears "print.jobs" on the realtime socket (and looks again
 * on every (re)connection and every few seconds, for retries and anything missed), claims the due
 * jobs, writes each one's ESC/POS bytes to its printer over TCP and reports how it went.
 *
 * Nothing printed twice: a job is written to a journal on disk as soon as its bytes reached the
 * printer, and leaves it once the server has the "printed". An agent killed between the two reports
 * it when it starts again, and a job it finds in the journal is reported, not printed again.
 */

export interface AgentOptions {
  /** The Comanda server, e.g. https://comanda.example.com. */
  url: string;
  /** The device token made in /settings/impressoras. */
  token: string;
  /** This agent's name in the jobs' records. */
  client?: string;
  /** How often it looks for due jobs without being told (retries after a failure are due later). */
  pollMs?: number;
  /** Where the journal of printed-but-not-reported jobs is kept. */
  journalFile?: string;
  /** How long a call to the server may take before it counts as failed (and the next pass retries). */
  requestTimeoutMs?: number;
  log?: (message: string) => void;
}

type Printer = { id: number; name: string; host: string | null; port: number };
type ClaimedJob = { id: number; printer_id: number | null; kind: string; data: string };

export class PrintAgent {
  private socket: Socket | null = null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private readonly client: string;
  private readonly journalFile: string;
  private readonly log: (message: string) => void;

  constructor(private readonly options: AgentOptions) {
    this.client = options.client ?? `agent:${os.hostname()}`;
    this.journalFile = options.journalFile ?? `${os.homedir()}/.comanda-print-agent.json`;
    this.log = options.log ?? ((message) => console.log(`${new Date().toISOString()} ${message}`));
  }

  /** Connects, then prints whatever is due, now and whenever told or every pollMs. */
  start(): void {
    const socket = io(this.options.url, { path: '/socket.io', transports: ['websocket'], auth: { device: this.options.token }, reconnectionDelayMax: 5000 });
    socket.on('connect', () => {
      this.log('connected');
      this.wake();
    });
    socket.on('connect_error', (error) => this.log(`not connected: ${error.message}`));
    socket.on('disconnect', (reason) => this.log(`disconnected: ${reason}`));
    socket.on('print.jobs', () => this.wake());
    this.socket = socket;
    this.timer = setInterval(() => this.wake(), this.options.pollMs ?? 3000);
    this.wake();
  }

  /** Stops after the job in hand (printed and reported, or reported failed). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.socket?.close();
    await this.running;
  }

  /** Runs a pass now, or once more after the one under way. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.pass()
      .catch((error: unknown) => this.log(`pass failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** Reports what the journal holds, then claims and prints until nothing is due. */
  private async pass(): Promise<void> {
    for (const id of this.journal()) await this.reportPrinted(id);
    while (!this.stopped) {
      const jobs = await this.call<ClaimedJob[]>('POST', '/print-agent/claim', { client: this.client });
      if (jobs.length === 0) return;
      const printers = new Map((await this.call<Printer[]>('GET', '/print-agent/printers')).map((p) => [p.id, p]));
      for (const job of jobs) {
        if (this.stopped) return;
        await this.print(job, printers);
      }
    }
  }

  private async print(job: ClaimedJob, printers: Map<number, Printer>): Promise<void> {
    if (this.journal().includes(job.id)) return this.reportPrinted(job.id);
    const printer = job.printer_id === null ? undefined : printers.get(job.printer_id);
    if (!printer?.host) return this.report(job.id, 'failed', 'printer_unknown');
    try {
      await sendToPrinter(printer.host, printer.port, Buffer.from(job.data, 'base64'));
    } catch (error) {
      this.log(`job ${job.id} (${job.kind}) on ${printer.name} failed: ${error instanceof Error ? error.message : String(error)}`);
      return this.report(job.id, 'failed', error instanceof Error ? error.message : 'failed');
    }
    this.remember(job.id);
    this.log(`job ${job.id} (${job.kind}) printed on ${printer.name}`);
    await this.reportPrinted(job.id);
  }

  private async reportPrinted(jobId: number): Promise<void> {
    await this.report(jobId, 'printed', null);
    this.forget(jobId);
  }

  private async report(jobId: number, status: 'printed' | 'failed', error: string | null): Promise<void> {
    await this.call('POST', `/print-agent/jobs/${jobId}/ack`, { client: this.client, status, error: error?.slice(0, 300) ?? null });
  }

  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${this.options.url}/api/v1${path}`, {
      method,
      headers: { authorization: `Device ${this.options.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      // A connection that died without a word (Wi-Fi gone mid-request) would otherwise hold this
      // pass, and so every later one, for ever: the agent would print nothing more.
      signal: AbortSignal.timeout(this.options.requestTimeoutMs ?? 15_000),
    });
    // A job another client already finished, or one that left the queue: nothing more to say.
    if (res.status === 404 || res.status === 409) return [] as T;
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
    return ((await res.json()) as { data: T }).data;
  }

  // The journal: ids of jobs whose bytes reached the printer, not yet reported.

  private journal(): number[] {
    try {
      const ids = JSON.parse(fs.readFileSync(this.journalFile, 'utf8')) as unknown;
      return Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : [];
    } catch {
      return [];
    }
  }

  private remember(jobId: number): void {
    fs.writeFileSync(this.journalFile, JSON.stringify([...new Set([...this.journal(), jobId])]));
  }

  private forget(jobId: number): void {
    fs.writeFileSync(this.journalFile, JSON.stringify(this.journal().filter((id) => id !== jobId)));
  }
}
