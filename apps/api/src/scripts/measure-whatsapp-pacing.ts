import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Campaign, RateLimitStatus } from '@comanda/domain/whatsapp/campaign-resource';
import type { WhatsappConnection } from '@comanda/domain/whatsapp/whatsapp-resource';
import { businessDate } from '@comanda/domain/time/business-time';
import { startEvolutionStandIn } from '../integrations/evolution/stand-in';
import { demoOwner, fmt, json } from './perf/api-load';
import { startProcess } from './perf/server-process';

/*
 * `npm run measure:whatsapp-pacing` (issue 35, "Must show" 5): the pacing a restaurant sets, as the
 * Evolution stand-in sees it. The bundled API (its job worker at PACING_POLL_MS, default 50 ms) gets
 * the demo shop's number connected at the stand-in, the pacing below (gaps 8–20 s, a 1-minute pause
 * after every 5 messages, a daily cap of 12, no quiet hours) and a campaign to every demo customer who
 * agreed to promotions plus 20 more. WHATSAPP_PACE_FACTOR (PACING_FACTOR, default 0.05) scales gaps
 * and pauses so that it runs in under a minute. It prints every gap the stand-in observed next to the
 * range allowed and exits 1 when a gap falls outside it, when more than the daily cap left, or when
 * the API does not say the next message waits for tomorrow.
 */

const FACTOR = Number(process.env.PACING_FACTOR ?? 0.05);
const POLL_MS = Number(process.env.PACING_POLL_MS ?? 50);
const PACING = { min_gap_seconds: 8, max_gap_seconds: 20, batch_size: 5, batch_pause_minutes: 1, daily_cap: 12, quiet_start: '00:00', quiet_end: '00:00' };
/** A gap may run this much past its maximum: the worker's polling and a step's own work. */
const SLACK_MS = POLL_MS * 2 + 250;

async function main(): Promise<boolean> {
  const evolution = await startEvolutionStandIn({ qrRotateMs: 60_000, ackDelayMs: 50, webhookCopies: 1, retryDelaysMs: [] });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'comanda-pacing-'));
  const server = await startProcess(
    'dist/server.mjs',
    {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(dataDir, 'no-web'),
      EVOLUTION_API_URL: evolution.url,
      EVOLUTION_API_KEY: evolution.apiKey,
      WHATSAPP_PACE_FACTOR: String(FACTOR),
      JOBS_WORKER: 'true',
      JOBS_POLL_INTERVAL_MS: String(POLL_MS),
      RATE_LIMIT_MAX_PER_MINUTE: '100000000',
    },
    '/api/health',
  );
  try {
    const owner = await demoOwner(server.url);
    const headers = { ...owner.headers, 'content-type': 'application/json' };
    const api = async <T>(method: string, url: string, body?: unknown) => json<T>(await fetch(`${server.url}/api/v1${url}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }));
    for (let i = 0; i < 20; i++) {
      await api('POST', '/customers', { first_name: `Ritmo${i}`, whatsapp: `(11) 98${String(800_000 + i).slice(0, 3)}-${String(1000 + i)}`, marketing_consent: true });
    }
    await api('POST', '/whatsapp', {});
    const instance = evolution.instanceNames()[0]!;
    await evolution.scan(instance, '5511987650000');
    for (let i = 0; i < 100 && (await api<{ data: WhatsappConnection }>('GET', '/whatsapp')).data.state !== 'open'; i++) await new Promise((r) => setTimeout(r, 100));
    await api('PUT', '/whatsapp/pacing', PACING);
    const startedOn = businessDate(new Date());
    const campaign = (await api<{ data: Campaign }>('POST', '/whatsapp/campaigns', { name: 'Ritmo', segment: 'all', text: 'Oi {nome}, teste de ritmo.' })).data;
    const audience = campaign.progress.total - campaign.progress.skipped;
    console.log(`campaign of ${audience} messages; pacing ${JSON.stringify(PACING)} × ${FACTOR}`);

    // Until the cap is reached and nothing more leaves for a while.
    const pauseMs = PACING.batch_pause_minutes * 60_000 * FACTOR;
    const deadline = Date.now() + 5 * 60_000;
    while (Date.now() < deadline) {
      const sent = evolution.sent(instance);
      if (sent.length >= Math.min(PACING.daily_cap, audience) && Date.now() - sent[sent.length - 1]!.at > pauseMs + 2000) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const sent = evolution.sent(instance).sort((a, b) => a.at - b.at);
    const status = (await api<{ data: RateLimitStatus }>('GET', '/whatsapp/rate-limit-status')).data;

    let ok = true;
    console.log('\n  #   gap (ms)   allowed (ms)      ');
    for (let i = 1; i < sent.length; i++) {
      const gap = sent[i]!.at - sent[i - 1]!.at;
      const afterBatch = i % PACING.batch_size === 0;
      const min = (afterBatch ? PACING.batch_pause_minutes * 60 : PACING.min_gap_seconds) * 1000 * FACTOR;
      const max = afterBatch ? min + SLACK_MS : PACING.max_gap_seconds * 1000 * FACTOR + SLACK_MS;
      const fits = gap >= min - 5 && gap <= max;
      ok &&= fits;
      console.log(`${String(i + 1).padStart(3)}   ${fmt(gap).padStart(8)}   ${fmt(min).padStart(6)} – ${fmt(max).padEnd(6)}   ${afterBatch ? 'batch pause' : 'gap'}${fits ? '' : '   ✗ OUT OF RANGE'}`);
    }
    // A run across the shop's midnight starts a new day's count: the cap cannot be judged then.
    const sameDay = businessDate(new Date()) === startedOn;
    if (!sameDay) console.log('\nthe business day changed during the run: the daily cap is not checked');
    const capOk = !sameDay || sent.length === Math.min(PACING.daily_cap, audience);
    console.log(`\nsent ${sent.length} (daily cap ${PACING.daily_cap}, audience ${audience})${capOk ? '' : '   ✗ the cap was not kept'}`);
    const tomorrowOk = !sameDay || audience <= PACING.daily_cap || (status.sent_today === PACING.daily_cap && status.next_send_at !== null && new Date(status.next_send_at).getTime() - Date.now() > 60_000);
    console.log(`rate-limit-status: sent_today ${status.sent_today} of ${status.cap_today}, ${status.waiting} waiting, next at ${status.next_send_at}${tomorrowOk ? '' : '   ✗ not waiting for tomorrow'}`);
    ok &&= capOk && tomorrowOk;
    console.log(ok ? '\nOK: the gaps, pauses and daily cap observed match the settings.' : '\nFAILED');
    return ok;
  } finally {
    await server.stop();
    await evolution.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
