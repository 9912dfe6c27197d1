import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { PrintAgent } from './agent';

// The agent against a stand-in of the server's print-agent routes and a printer on a loopback port.

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length > 0) await closers.pop()!();
});

async function listen(server: net.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => server.close(() => resolve())));
  return (server.address() as AddressInfo).port;
}

it('a call the server never answers fails after its timeout, and the next pass prints the job', async () => {
  const prints: string[] = [];
  const printer = net.createServer((socket) => {
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => prints.push(Buffer.concat(chunks).toString('latin1')));
  });
  const printerPort = await listen(printer);

  let claims = 0;
  const acks: string[] = [];
  const hung: http.ServerResponse[] = [];
  const api = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const send = (data: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data }));
      if (req.url === '/api/v1/print-agent/claim') {
        claims += 1;
        // The first claim is never answered: the connection stays open, silent.
        if (claims === 1) return void hung.push(res);
        return send(claims === 2 ? [{ id: 7, printer_id: 1, kind: 'kitchen', data: Buffer.from('PEDIDO 42').toString('base64') }] : []);
      }
      if (req.url === '/api/v1/print-agent/printers') return send([{ id: 1, name: 'Cozinha', host: '127.0.0.1', port: printerPort }]);
      if (req.url === '/api/v1/print-agent/jobs/7/ack') {
        acks.push((JSON.parse(body) as { status: string }).status);
        return send({});
      }
      res.writeHead(404).end();
    });
  });
  api.on('upgrade', (_req, socket: net.Socket) => socket.destroy()); // no realtime here: polling only
  const apiPort = await listen(api);
  closers.push(async () => hung.forEach((res) => res.destroy()));

  const journalFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'agent-test-')), 'journal.json');
  const agent = new PrintAgent({ url: `http://127.0.0.1:${apiPort}`, token: 't', pollMs: 100, requestTimeoutMs: 300, journalFile, log: () => undefined });
  agent.start();
  closers.push(() => agent.stop());

  await expect.poll(() => prints, { timeout: 5000 }).toEqual(['PEDIDO 42']);
  await expect.poll(() => acks, { timeout: 2000 }).toEqual(['printed']);
  expect(claims).toBeGreaterThanOrEqual(2);
});
