import http from 'node:http';
import type { AddressInfo } from 'node:net';

// Offline stand-in for ViaCEP (DESIGN.md "Providers": each provider has a local mock speaking its
// protocol). GET /ws/{8 digits}/json/ answers a few known CEPs as ViaCEP does, {"erro": "true"} for
// any other, and 400 for a malformed one. Tests switch it to slow, failing or garbled answers.

export type ViaCepBehaviour = 'normal' | 'slow' | 'error' | 'garbage';

export interface ViaCepMock {
  /** What CEP_API_URL is set to. */
  baseUrl: string;
  /** The CEPs asked for, in order. */
  requests: string[];
  behave(behaviour: ViaCepBehaviour): void;
  close(): Promise<void>;
}

interface KnownCep {
  logradouro: string;
  bairro: string;
  localidade: string;
  uf: string;
  estado: string;
}

/** The CEPs the stand-in knows; 78175-000 is a town's single CEP, with no street or bairro. */
export const KNOWN_CEPS: Readonly<Record<string, KnownCep>> = {
  '01001000': { logradouro: 'Praça da Sé', bairro: 'Sé', localidade: 'São Paulo', uf: 'SP', estado: 'São Paulo' },
  '01310100': { logradouro: 'Avenida Paulista', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP', estado: 'São Paulo' },
  '20040020': { logradouro: 'Rua da Assembleia', bairro: 'Centro', localidade: 'Rio de Janeiro', uf: 'RJ', estado: 'Rio de Janeiro' },
  '78175000': { logradouro: '', bairro: '', localidade: 'Poconé', uf: 'MT', estado: 'Mato Grosso' },
};

/** How long a `slow` answer waits: longer than any time-out a test sets. */
const SLOW_MS = 10_000;

function viaCepBody(digits: string, known: KnownCep) {
  return {
    cep: `${digits.slice(0, 5)}-${digits.slice(5)}`,
    logradouro: known.logradouro,
    complemento: '',
    unidade: '',
    bairro: known.bairro,
    localidade: known.localidade,
    uf: known.uf,
    estado: known.estado,
    regiao: '',
    ibge: '',
    gia: '',
    ddd: '',
    siafi: '',
  };
}

export async function startViaCepMock({ host = '127.0.0.1', port = 0 }: { host?: string; port?: number } = {}): Promise<ViaCepMock> {
  let behaviour: ViaCepBehaviour = 'normal';
  const requests: string[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const server = http.createServer((req, res) => {
    const match = /^\/ws\/([^/]*)\/json\/?$/.exec(req.url ?? '');
    if (req.method !== 'GET' || !match) {
      res.writeHead(404).end();
      return;
    }
    const cep = decodeURIComponent(match[1] ?? '');
    requests.push(cep);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    };
    if (behaviour === 'error') return json(500, { message: 'internal error' });
    if (behaviour === 'garbage') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html><body>manutenção</body></html>');
      return;
    }
    if (behaviour === 'slow') {
      const timer = setTimeout(() => {
        timers.delete(timer);
        json(200, { erro: 'true' });
      }, SLOW_MS);
      timers.add(timer);
      return;
    }
    if (!/^\d{8}$/.test(cep)) {
      res.writeHead(400, { 'content-type': 'text/html' });
      res.end('<h3>Verifique a sua URL (Bad Request)</h3>');
      return;
    }
    const known = KNOWN_CEPS[cep];
    return known ? json(200, viaCepBody(cep, known)) : json(200, { erro: 'true' });
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address() as AddressInfo;

  return {
    baseUrl: `http://${host}:${address.port}/ws`,
    requests,
    behave: (next) => {
      behaviour = next;
    },
    close: () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
    },
  };
}
