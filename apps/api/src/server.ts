import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemoData } from './seed/demo';
import { ensureReferenceData } from './seed/reference-data';

const config = loadConfig();
const database = openDatabase(config);
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
