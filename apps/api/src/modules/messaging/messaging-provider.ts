import type { Config } from '../../config';
import { evolutionClient } from '../../integrations/evolution/client';
import type { MessagingProvider } from '../../integrations/ports';

// The process's WhatsApp provider (issue 35): Evolution API at EVOLUTION_API_URL (under `npm start`,
// the local stand-in server.ts starts), or none: messages then stay in the outbox, visibly.

const providers = new WeakMap<Config, MessagingProvider>();

export function messagingProviderOf(config: Config): MessagingProvider | null {
  const { apiUrl, apiKey } = config.whatsapp;
  if (!apiUrl) return null;
  let provider = providers.get(config);
  if (!provider) {
    provider = evolutionClient({ baseUrl: apiUrl, apiKey: apiKey ?? '' });
    providers.set(config, provider);
  }
  return provider;
}
