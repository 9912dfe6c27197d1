// Starts the built app for the journeys on a fresh embedded database with demo data.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.join(root, 'data', 'e2e');
fs.rmSync(dataDir, { recursive: true, force: true });
const port = process.env.E2E_PORT ?? '3100';
// The CEP provider's local stand-in (it knows 20040-020, 01001-000, 01310-100 and 78175-000), so the
// journeys never reach the real ViaCEP.
const { startViaCepMock } = await tsImport('../apps/api/src/integrations/cep/viacep-mock.ts', import.meta.url);
const viacep = await startViaCepMock();
// Mercado Pago's stand-in (apps/api/src/integrations/mercado-pago/stand-in.ts) on the app's port + 17:
// a journey POSTs /__stand-in/payments there, and the stand-in notifies the app's webhook, signed.
const MERCADO_PAGO_SECRET = 'e2e-mercado-pago-secret';
const { startMercadoPagoStandIn } = await tsImport('../apps/api/src/integrations/mercado-pago/stand-in.ts', import.meta.url);
const mercadoPago = await startMercadoPagoStandIn({
  secret: MERCADO_PAGO_SECRET,
  port: Number(port) + 17,
  notificationUrl: `http://127.0.0.1:${port}/api/v1/webhooks/mercado-pago`,
});
// Efí's stand-in (apps/api/src/integrations/efi/local-stand-in.ts) on the app's port + 18 over HTTPS
// with client certificates, its bank page on + 19: a journey connects the account written in its
// folder and pays a charge by pasting its "Pix copia e cola" in the bank page.
const EFI_SECRET = 'e2e-efi-webhook-secret';
const { startLocalEfiStandIn } = await tsImport('../apps/api/src/integrations/efi/local-stand-in.ts', import.meta.url);
const efi = await startLocalEfiStandIn(path.join(root, 'data', 'e2e-efi'), Number(port) + 18);
// Evolution's stand-in (WhatsApp) on + 20, its page playing the shop's phone on + 21: a journey connects
// the number by "scanning" (POST /__stand-in/instances/:name/scan) and answers as a customer.
const { startLocalEvolutionStandIn } = await tsImport('../apps/api/src/integrations/evolution/local-stand-in.ts', import.meta.url);
const evolution = await startLocalEvolutionStandIn(Number(port) + 20, Number(port) + 21);
// The WhatsApp Cloud API's stand-in on + 22 (fixed credentials: LOCAL_CLOUD_ACCOUNT); a journey pastes
// the webhook (POST /_stand-in/webhook) and writes as a customer (POST /_stand-in/inbound).
const { startLocalCloudStandIn } = await tsImport('../apps/api/src/integrations/whatsapp-cloud/local-stand-in.ts', import.meta.url);
const cloud = await startLocalCloudStandIn(Number(port) + 22);
// node itself (not an npx/tsx wrapper) so that stopping this process stops the server; the bundle that
// `npm start` runs (npm run build made it).
const child = spawn(process.execPath, ['apps/api/dist/server.mjs'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: port,
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_DEMO: 'true',
    OUTBOX_API: 'true',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
    RATE_LIMIT_MAX_PER_MINUTE: '100000',
    CEP_API_URL: viacep.baseUrl,
    MERCADO_PAGO_WEBHOOK_SECRET: MERCADO_PAGO_SECRET,
    // Shaped as Mercado Pago's: the stand-in opens checkouts (Comanda's invoices) for such a token only.
    MERCADO_PAGO_ACCESS_TOKEN: 'TEST-4242424242424242-112926-0123456789abcdef0123456789abcdef-424242424',
    MERCADO_PAGO_API_URL: mercadoPago.baseUrl,
    EFI_API_URL: efi.baseUrl,
    EFI_CA_FILE: efi.caFile,
    EFI_WEBHOOK_SECRET: EFI_SECRET,
    EVOLUTION_API_URL: evolution.url,
    EVOLUTION_API_KEY: evolution.apiKey,
    WHATSAPP_CLOUD_API_URL: cloud.baseUrl,
    // Campaigns paced 50× faster than a real number's (gaps of 0.16–0.4 s): the journey watches 30 leave.
    WHATSAPP_PACE_FACTOR: '0.02',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => void Promise.all([viacep.close(), mercadoPago.close(), efi.close(), evolution.close(), cloud.close()]).finally(() => process.exit(code ?? 0)));
