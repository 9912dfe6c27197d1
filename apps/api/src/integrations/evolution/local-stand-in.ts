import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startEvolutionStandIn, type EvolutionStandIn } from './stand-in';

/*
 * Evolution's stand-in as `npm start` (and the journeys) run it when no EVOLUTION_API_URL is set
 * (README "WhatsApp"), with a page that plays the shop's phone: it "reads" the QR the app shows
 * (the number connects), and a customer can answer (try "SAIR"). What was sent is listed there too.
 */

export interface LocalEvolutionStandIn extends EvolutionStandIn {
  /** The page playing the shop's phone and its customers. */
  phoneUrl: string;
}

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

const page = (body: string) =>
  `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Celular de teste (WhatsApp)</title>` +
  `<style>body{font:16px system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem}section{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}input{font-size:1rem;padding:.4rem}button{font-size:1rem;padding:.5rem 1rem;margin:.3rem 0}li{margin:.3rem 0}</style></head>` +
  `<body><h1>Celular de teste — WhatsApp</h1>${body}</body></html>`;

function render(stand: EvolutionStandIn): string {
  const names = stand.instanceNames();
  if (names.length === 0) return page('<p>Nenhum número foi criado ainda. No Comanda, abra WhatsApp e toque em “Conectar WhatsApp”; depois recarregue esta página.</p>');
  return page(
    names
      .map((name) => {
        const sent = stand.sent(name).slice(-10).reverse();
        const qr = stand.currentQr(name);
        return (
          `<section><h2>${escape(name)}</h2>` +
          `<form method="post" action="/scan"><input type="hidden" name="instance" value="${escape(name)}"><label>Número da loja <input name="number" value="5511999990000" inputmode="tel"></label><br><button type="submit"${qr ? '' : ' disabled'}>Ler o QR Code (conectar)</button>${qr ? '' : ' <small>(sem QR aguardando leitura)</small>'}</form>` +
          `<form method="post" action="/reply"><input type="hidden" name="instance" value="${escape(name)}"><label>Cliente <input name="from" placeholder="5511987654321" inputmode="tel" required></label> <label>Mensagem <input name="text" value="SAIR" required></label><br><button type="submit">Enviar como cliente</button></form>` +
          `<h3>Últimas mensagens enviadas pela loja</h3><ul>${sent.map((m) => `<li><b>${escape(m.to)}</b>: ${escape(m.text)}</li>`).join('') || '<li>Nenhuma.</li>'}</ul></section>`
        );
      })
      .join(''),
  );
}

async function form(req: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startLocalEvolutionStandIn(port: number, phonePort: number): Promise<LocalEvolutionStandIn> {
  // Evolution's own QR lasts about 40 s; a person trying the product sees it rotate now and then.
  const stand = await startEvolutionStandIn({ port, qrRotateMs: 30_000, ackDelayMs: 1_500 });
  const phone = http.createServer((req, res) => {
    void (async () => {
      if (req.method === 'POST' && (req.url === '/scan' || req.url === '/reply')) {
        const fields = await form(req);
        const instance = fields.get('instance') ?? '';
        if (stand.instanceNames().includes(instance)) {
          if (req.url === '/scan') await stand.scan(instance, (fields.get('number') ?? '').replace(/\D/g, '') || '5511999990000');
          else await stand.reply(instance, (fields.get('from') ?? '').replace(/\D/g, ''), fields.get('text') ?? '');
        }
        res.writeHead(303, { location: '/' }).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(render(stand));
    })().catch(() => res.writeHead(400).end());
  });
  await new Promise<void>((resolve) => phone.listen(phonePort, '127.0.0.1', resolve));
  const close = stand.close;
  return Object.assign(stand, {
    phoneUrl: `http://127.0.0.1:${(phone.address() as AddressInfo).port}`,
    async close() {
      phone.closeAllConnections();
      await new Promise<void>((resolve) => phone.close(() => resolve()));
      await close();
    },
  });
}
