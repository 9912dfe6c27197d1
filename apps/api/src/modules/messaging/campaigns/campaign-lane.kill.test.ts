import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Campaign } from '@comanda/domain/whatsapp/campaign-resource';
import { customers, whatsappConnections, whatsappLanes, whatsappMessages } from '../../../db/schema/index';
import { startEvolutionStandIn, type EvolutionStandIn } from '../../../integrations/evolution/stand-in';
import { ensureReferenceData } from '../../../seed/reference-data';
import { apiCaller } from '../../../test/call-api';
import { createBusinessFor, createUser } from '../../../test/factories';
import { createTestApp } from '../../../test/helper';
import { killableDatabase } from '../../../test/killable-database';
import { serverProcess, type ServerProcess } from '../../../test/server-process';
import { until } from '../../../test/until';

// Issue 35, "Must show" 3: the API process is killed with SIGKILL in the middle of a 1,000-message
// campaign (fast pacing for the test). The next process on the same database finishes it — once the
// killed step's lease runs out — and no customer got the message twice: the one in flight at the
// kill, if any, is `unknown` (it may have left), never sent again.

const CUSTOMERS = 1000;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'comanda-campaign-kill-'));
const database = killableDatabase(dataDir);
const servers: ServerProcess[] = [];
let evolution: EvolutionStandIn;

afterAll(async () => {
  for (const s of servers) await s.stop('SIGKILL');
  await evolution?.close();
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('an API process killed with SIGKILL in the middle of a campaign', () => {
  it('leaves the rest to the next process, which finishes it; nobody gets the message twice', async () => {
    evolution = await startEvolutionStandIn({ qrRotateMs: 60_000, ackDelayMs: 60_000, webhookCopies: 1, retryDelaysMs: [] });
    const setup = await database.open();
    await ensureReferenceData(setup.db);
    const t = await createTestApp({ EVOLUTION_API_URL: evolution.url, EVOLUTION_API_KEY: evolution.apiKey, JOBS_WORKER: 'true', JOBS_POLL_INTERVAL_MS: '20' }, { database: setup });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    t.app.config.appUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const call = apiCaller(() => t.app);
    const owner = await createUser(t.app);
    const business = await createBusinessFor(t.app, owner);
    expect((await call(owner, 'POST', '/whatsapp')).statusCode).toBe(200);
    const [row] = await t.app.db.select().from(whatsappConnections).where(eq(whatsappConnections.businessId, business.id));
    const instance = row!.instance;
    await evolution.scan(instance, '5511987000001');
    await until('the number open', async () => (await t.app.db.select().from(whatsappConnections).where(eq(whatsappConnections.businessId, business.id)))[0]!.state, (s) => s === 'open');
    const phones = Array.from({ length: CUSTOMERS }, (_, i) => `+55119${String(70_000_000 + i)}`);
    await t.app.db.insert(customers).values(phones.map((whatsapp, i) => ({ businessId: business.id, firstName: `Cliente ${i}`, whatsapp, source: 'back_office' as const, marketingConsent: true, marketingConsentAt: new Date(), marketingConsentSource: 'back_office' as const })));
    const settings = { min_gap_seconds: 0.005, max_gap_seconds: 0.01, batch_size: 5000, batch_pause_minutes: 0, daily_cap: 5000, quiet_start: '00:00', quiet_end: '00:00' };
    await t.app.db.insert(whatsappLanes).values({ businessId: business.id, settings }).onConflictDoUpdate({ target: whatsappLanes.businessId, set: { settings } });
    // A number connected long ago: past its warm-up (50 the first day), the daily cap is the setting's.
    await t.app.db.update(whatsappConnections).set({ connectedAt: new Date(Date.now() - 40 * 86_400_000) }).where(eq(whatsappConnections.businessId, business.id));
    await t.close();
    await setup.close();

    const env = { SEED_DEMO: 'false', NODE_ENV: 'test', DATABASE_URL: database.url, EVOLUTION_API_URL: evolution.url, EVOLUTION_API_KEY: evolution.apiKey, JOBS_WORKER: 'true', JOBS_POLL_INTERVAL_MS: '20' };
    const first = serverProcess(dataDir, env);
    servers.push(first);
    await first.start();
    const created = await fetch(`${first.base}/api/v1/whatsapp/campaigns`, {
      method: 'POST',
      headers: { ...owner.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Mil clientes', segment: 'all', text: 'Oi {nome}, promoção de segunda!' }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const campaign = ((await created.json()) as { data: Campaign }).data;
    expect(campaign.progress.total).toBe(CUSTOMERS);

    await until('the campaign under way', () => Promise.resolve(evolution.sent(instance).length), (n) => n >= 100, { timeoutMs: 120_000, everyMs: 20 });
    await first.stop('SIGKILL');
    const sentAtKill = evolution.sent(instance).length;
    expect(sentAtKill).toBeLessThan(CUSTOMERS);

    const second = serverProcess(dataDir, env);
    servers.push(second);
    await second.start();
    const progress = () => fetch(`${second.base}/api/v1/whatsapp/campaigns/${campaign.id}`, { headers: owner.headers }).then(async (r) => ((await r.json()) as { data: Campaign }).data);
    const done = await until('the campaign finished by the next process', progress, (c) => c.status === 'done', { timeoutMs: 240_000, everyMs: 1000 });
    await second.stop('SIGTERM');

    const sent = evolution.sent(instance);
    expect(sent.length).toBeGreaterThan(sentAtKill);
    // Nobody twice; everybody once, but for the one that may have been in flight at the kill.
    expect(new Set(sent.map((m) => m.to)).size).toBe(sent.length);
    expect(sent.length).toBeGreaterThanOrEqual(CUSTOMERS - 1);
    expect(done.progress.queued).toBe(0);
    const after = await database.inspect();
    try {
      const rows = await after.db.select().from(whatsappMessages).where(eq(whatsappMessages.campaignId, campaign.id));
      expect(rows).toHaveLength(CUSTOMERS);
      expect(new Set(rows.map((r) => r.customerId)).size).toBe(CUSTOMERS);
      const unknown = rows.filter((r) => r.status === 'unknown');
      expect(unknown.length).toBeLessThanOrEqual(1);
      expect(rows.filter((r) => r.status === 'sent')).toHaveLength(CUSTOMERS - unknown.length);
    } finally {
      await after.close();
    }
  }, 420_000);
});
