import fs from 'node:fs';
import type { Config } from '../../../config';
import type { Queryable } from '../../../db/client';
import { efiClient, type EfiClient, type EfiClientOptions, type EfiCredentials } from '../../../integrations/efi/client';
import { secretBoxOf } from '../../../lib/secret-box';
import { findPaymentConnection } from './payment-connections.repository';

/** A restaurant's Efí credentials as sealed in payment_connections (decision 0049). */
export interface EfiSealedCredentials {
  client_id: string;
  client_secret: string;
  /** The account's .p12, base64. */
  certificate: string;
  certificate_password: string;
  pix_key: string;
  sandbox: boolean;
}

/** Efí's own hosts (INTEGRATIONS.md "Pix"); EFI_API_URL replaces both (the stand-in). */
const EFI_HOSTS = { production: 'https://pix.api.efipay.com.br', sandbox: 'https://pix-h.api.efipay.com.br' } as const;

export interface EfiAccounts {
  /** The client for credentials as the owner typed them (the settings' connection test). */
  clientFor(credentials: EfiSealedCredentials): EfiClient;
  /** The restaurant's connected account, or null when it has none (or this process cannot open it). */
  forBusiness(q: Queryable, businessId: number): Promise<EfiClient | null>;
}

const perConfig = new WeakMap<Config, EfiAccounts>();

/**
 * The Efí accounts of this process's configuration: one client per restaurant, kept while its
 * credentials stay the same, so the bearer token and the TLS connections are reused across charges
 * and webhooks (Efí limits how often a token may be asked).
 */
export function efiAccounts(config: Config): EfiAccounts {
  const known = perConfig.get(config);
  if (known) return known;
  const secrets = secretBoxOf(config);
  const options: EfiClientOptions = config.efi.caFile ? { ca: fs.readFileSync(config.efi.caFile) } : {};
  const clients = new Map<number, { sealed: string; client: EfiClient }>();

  const clientFor = (c: EfiSealedCredentials): EfiClient => {
    const credentials: EfiCredentials = {
      clientId: c.client_id,
      clientSecret: c.client_secret,
      pfx: Buffer.from(c.certificate, 'base64'),
      passphrase: c.certificate_password || undefined,
      pixKey: c.pix_key,
      baseUrl: config.efi.apiUrl ?? (c.sandbox ? EFI_HOSTS.sandbox : EFI_HOSTS.production),
    };
    return efiClient(credentials, options);
  };

  const accounts: EfiAccounts = {
    clientFor,
    async forBusiness(q, businessId) {
      const row = await findPaymentConnection(q, businessId, 'efi');
      const cached = clients.get(businessId);
      if (!row || !secrets) {
        cached?.client.close();
        clients.delete(businessId);
        return null;
      }
      if (cached?.sealed === row.secret) return cached.client;
      cached?.client.close();
      const client = clientFor(JSON.parse(secrets.open(row.secret)) as EfiSealedCredentials);
      clients.set(businessId, { sealed: row.secret, client });
      return client;
    },
  };
  perConfig.set(config, accounts);
  return accounts;
}
