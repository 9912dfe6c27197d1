import { parseArgs } from 'node:util';
import { PrintAgent } from './agent';

// `comanda-print-agent --url https://… --token …` (or COMANDA_URL and COMANDA_DEVICE_TOKEN): runs
// until stopped (Ctrl+C), finishing the job in hand first.

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    token: { type: 'string' },
    name: { type: 'string' },
    journal: { type: 'string' },
  },
});
const url = values.url ?? process.env.COMANDA_URL;
const token = values.token ?? process.env.COMANDA_DEVICE_TOKEN;
if (!url || !token) {
  console.error('Usage: comanda-print-agent --url https://your-comanda --token <device token from Configurações › Impressoras>');
  console.error('   or: COMANDA_URL=… COMANDA_DEVICE_TOKEN=… comanda-print-agent');
  process.exit(2);
}

const agent = new PrintAgent({
  url: url.replace(/\/+$/, ''),
  token,
  ...(values.name ?? process.env.COMANDA_AGENT_NAME ? { client: values.name ?? process.env.COMANDA_AGENT_NAME } : {}),
  ...(values.journal ?? process.env.COMANDA_AGENT_JOURNAL ? { journalFile: values.journal ?? process.env.COMANDA_AGENT_JOURNAL } : {}),
  pollMs: Number(process.env.COMANDA_AGENT_POLL_MS ?? 3000),
});
agent.start();
console.log(`Comanda print agent: printing for ${url}. Ctrl+C to stop.`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void agent.stop().then(() => process.exit(0));
  });
}
