import { loadConfig } from './config';
import { openDatabase } from './db/client';

const config = loadConfig();
// No Mercado Pago configured in development: its local stand-in on the app's port + 17, with the
// webhook secret a restaurant connects with on this machine (README "Payments").
const mercadoPagoStandIn = config.mercadoPago.standIn ? await startLocalMercadoPago() : null;

async function startLocalMercadoPago() {
  const { startMercadoPagoStandIn, LOCAL_WEBHOOK_SECRET } = await import('./integrations/mercado-pago/stand-in');
  const stand = await startMercadoPagoStandIn({ secret: config.mercadoPago.webhookSecret ?? LOCAL_WEBHOOK_SECRET, port: config.port + 17 });
  config.mercadoPago.apiUrl = stand.baseUrl;
  return stand;
}
// Likewise Efí: its HTTPS stand-in on port + 18, with certificates made once in the data folder; the
// account to connect in Settings → Pagamentos is written next to them (README "Payments").
const efiStandIn = config.efi.standIn ? await startLocalEfi() : null;

async function startLocalEfi() {
  const { startLocalEfiStandIn } = await import('./integrations/efi/local-stand-in');
  try {
    const stand = await startLocalEfiStandIn(config.dataDir, config.port + 18);
    config.efi.apiUrl = stand.baseUrl;
    config.efi.caFile = stand.caFile;
    return stand;
  } catch (err) {
    // No openssl, or the port taken: the product starts anyway, without Efí to try.
    console.warn(`Efí's local stand-in did not start (${err instanceof Error ? err.message : String(err)}); Pix charges through Efí are not available in this run`);
    return null;
  }
}
// And WhatsApp: Evolution's stand-in on port + 20, and a page playing the shop's phone on + 21 (README "WhatsApp").
const evolutionStandIn = config.whatsapp.standIn ? await startLocalEvolution() : null;

async function startLocalEvolution() {
  const { startLocalEvolutionStandIn } = await import('./integrations/evolution/local-stand-in');
  try {
    const stand = await startLocalEvolutionStandIn(config.port + 20, config.port + 21);
    config.whatsapp.apiUrl = stand.url;
    config.whatsapp.apiKey = stand.apiKey;
    return stand;
  } catch (err) {
    console.warn(`WhatsApp's local stand-in did not start (${err instanceof Error ? err.message : String(err)}); messages stay in the outbox in this run`);
    return null;
  }
}
// And the WhatsApp Cloud API: its stand-in on port + 22, a Meta app whose credentials the README gives.
const cloudStandIn = config.whatsapp.cloudStandIn ? await startLocalCloud() : null;

async function startLocalCloud() {
  const { startLocalCloudStandIn } = await import('./integrations/whatsapp-cloud/local-stand-in');
  try {
    const stand = await startLocalCloudStandIn(config.port + 22);
    config.whatsapp.cloudApiUrl = stand.baseUrl;
    return stand;
  } catch (err) {
    console.warn(`The WhatsApp Cloud API's local stand-in did not start (${err instanceof Error ? err.message : String(err)}); the official API is not available to try in this run`);
    return null;
  }
}
// The embedded database boots in its own thread while this one loads the application's modules.
const opening = openDatabase(config);
opening.catch(() => undefined); // its failure is thrown below, once the modules are loaded
const [{ buildApp }, { seedDemoData }, { ensureReferenceData }] = await Promise.all([import('./app'), import('./seed/demo'), import('./seed/reference-data')]);
const database = await opening;
await database.migrate();
await ensureReferenceData(database.db);
const app = await buildApp({ config, database });
if (config.seedDemo) await seedDemoData(app);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received, closing`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await app.close();
    await mercadoPagoStandIn?.close();
    await efiStandIn?.close();
    await evolutionStandIn?.close();
    await cloudStandIn?.close();
    await database.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'error while closing');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`Comanda on ${config.appUrl} (database: ${database.kind === 'pglite' ? config.pgliteDir : 'PostgreSQL'})`);
if (mercadoPagoStandIn) app.log.info(`Mercado Pago: the local stand-in on ${mercadoPagoStandIn.baseUrl} (README "Payments")`);
if (evolutionStandIn) app.log.info(`WhatsApp: the local Evolution stand-in on ${evolutionStandIn.url}; the page playing the shop's phone (scan the QR, answer as a customer) on ${evolutionStandIn.phoneUrl} (README "WhatsApp")`);
if (efiStandIn) app.log.info(`Efí: the local stand-in on ${efiStandIn.baseUrl}, its bank page on ${efiStandIn.bankUrl}; its account's certificate and credentials are in ${efiStandIn.folder} (README "Payments")`);
