import { loadConfig } from './config';
import { openDatabase } from './db/client';

const config = loadConfig();
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
