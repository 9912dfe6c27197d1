import { createHash, createVerify, X509Certificate } from 'node:crypto';
import https from 'node:https';
import { generate } from 'selfsigned';
import { WebSocketServer, type WebSocket } from 'ws';

/*
 * A stand-in for QZ Tray (issue 17): a secure WebSocket server on QZ Tray's first port that speaks
 * the part of its protocol the page uses (getVersion, the certificate, printers.find, print) and
 * records what it is asked to print. Like QZ Tray, it checks each signed call: the SHA-256 hex of
 * {call, params, timestamp} signed with the key of the certificate the page sent (RSA-SHA512).
 */

export type Printed = { printer: string; text: string; signatureValid: boolean };

type Message = { uid?: string; call?: string; params?: { printer?: { name?: string }; data?: { data?: string }[] }; timestamp?: number; signature?: string; signAlgorithm?: string; certificate?: string | null };

export class QzStandIn {
  printed: Printed[] = [];
  certificate: string | null = null;
  private server: https.Server | null = null;
  private sockets = new WebSocketServer({ noServer: true });

  constructor(readonly port = 8181) {}

  async start(): Promise<void> {
    const pems = await generate([{ name: 'commonName', value: 'localhost' }], { keySize: 2048, algorithm: 'sha256' });
    this.server = https.createServer({ key: pems.private, cert: pems.cert });
    this.server.on('upgrade', (request, socket, head) => this.sockets.handleUpgrade(request, socket, head, (ws) => this.serve(ws)));
    // QZ Tray's hosts are "localhost": both address families.
    await new Promise<void>((resolve) => this.server!.listen(this.port, '::', resolve));
  }

  async stop(): Promise<void> {
    for (const client of this.sockets.clients) client.terminate();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private verify(message: Message): boolean {
    if (!this.certificate || !message.signature) return false;
    const signed = createHash('sha256').update(JSON.stringify({ call: message.call, params: message.params, timestamp: message.timestamp })).digest('hex');
    const algorithm = `RSA-${message.signAlgorithm ?? 'SHA1'}`;
    return createVerify(algorithm).update(signed).verify(new X509Certificate(this.certificate).publicKey, message.signature, 'base64');
  }

  private serve(ws: WebSocket): void {
    ws.on('message', (raw) => {
      const text = raw.toString();
      if (text === 'ping') return;
      const message = JSON.parse(text) as Message;
      const answer = (result: unknown) => ws.send(JSON.stringify({ uid: message.uid, result }));
      if ('certificate' in message && message.call === undefined) {
        this.certificate = message.certificate ?? null;
        return answer(null);
      }
      switch (message.call) {
        case 'getVersion':
          return answer('2.2.4');
        case 'printers.find':
          return answer(['EPSON TM-T20']);
        case 'print': {
          const data = message.params?.data?.[0]?.data ?? '';
          this.printed.push({ printer: message.params?.printer?.name ?? '', text: Buffer.from(data, 'base64').toString('latin1'), signatureValid: this.verify(message) });
          return answer(null);
        }
        default:
          return answer(null);
      }
    });
  }
}
