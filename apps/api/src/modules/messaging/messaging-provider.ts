import type { Config } from '../../config';
import type { WhatsappConnectionRow, WhatsappMessageRow } from '../../db/schema/index';
import { EvolutionError, evolutionClient } from '../../integrations/evolution/client';
import type { MessagingProvider } from '../../integrations/ports';
import { CloudApiError, cloudApiClient } from '../../integrations/whatsapp-cloud/client';
import { secretBoxOf } from '../../lib/secret-box';
import { openCloudSecret } from './connection/cloud-secret';

// The WhatsApp providers (issue 35). Evolution API is the process's (EVOLUTION_API_URL; under
// `npm start` the local stand-in server.ts starts), shared by every restaurant that pairs by QR. The
// Cloud API is each restaurant's own Meta app (its credentials sealed on its connection,
// docs/decisions/0052). Without either, messages stay in the outbox, visibly.

const providers = new WeakMap<Config, MessagingProvider>();

/** Evolution, when the server has it configured. */
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

type Outgoing = Pick<WhatsappMessageRow, 'to' | 'text' | 'media' | 'template'>;

/** One connected number, whichever provider it is on: what sending needs. */
export interface WhatsappSender {
  provider: WhatsappConnectionRow['provider'];
  /** Hands one message to the provider; answers the provider's id of it. */
  send(message: Outgoing): Promise<string>;
  /** Which of these numbers (digits only) have WhatsApp; the Cloud API cannot tell, so all of them. */
  whatsappNumbers(numbers: string[]): Promise<{ number: string; exists: boolean }[]>;
}

const digitsOf = (to: string) => (to.startsWith('+') ? to.slice(1) : to);

function evolutionSender(provider: MessagingProvider, instance: string): WhatsappSender {
  return {
    provider: 'evolution',
    async send(message) {
      const to = digitsOf(message.to);
      const { messageId } = message.media
        ? await provider.sendMedia(instance, to, { url: message.media.url, mimeType: message.media.mime_type, ...(message.media.file_name ? { fileName: message.media.file_name } : {}), caption: message.text })
        : await provider.sendText(instance, to, message.text);
      return messageId;
    },
    whatsappNumbers: (numbers) => provider.whatsappNumbers(instance, numbers),
  };
}

function cloudSender(config: Config, connection: WhatsappConnectionRow): WhatsappSender | null {
  const secret = openCloudSecret(secretBoxOf(config), connection);
  if (!secret) return null;
  const client = cloudApiClient({ baseUrl: config.whatsapp.cloudApiUrl, phoneNumberId: connection.instance, accessToken: secret.access_token });
  return {
    provider: 'cloud',
    async send(message) {
      // A template goes as itself (it is what Meta takes outside the 24-hour window); else the text or media.
      if (message.template) return (await client.sendTemplate(message.to, message.template)).messageId;
      const caption = message.text ? { caption: message.text } : {};
      if (message.media?.mime_type === 'application/pdf') return (await client.sendDocument(message.to, { url: message.media.url, ...(message.media.file_name ? { fileName: message.media.file_name } : {}), ...caption })).messageId;
      if (message.media) return (await client.sendImage(message.to, { url: message.media.url, ...caption })).messageId;
      return (await client.sendText(message.to, message.text)).messageId;
    },
    whatsappNumbers: async (numbers) => numbers.map((number) => ({ number, exists: true })),
  };
}

/** The sender of a business's connection, or null when its provider is not available to this process. */
export function senderFor(config: Config, connection: WhatsappConnectionRow): WhatsappSender | null {
  if (connection.provider === 'cloud') return cloudSender(config, connection);
  const provider = messagingProviderOf(config);
  return provider ? evolutionSender(provider, connection.instance) : null;
}

/** Whether the connection can send now: connected, not paused by a ban, and its provider available. */
export const readyToSend = (config: Config, connection: WhatsappConnectionRow | null): connection is WhatsappConnectionRow =>
  connection !== null && connection.state === 'open' && !connection.pausedReason && senderFor(config, connection) !== null;

/** A provider's failure to answer (502 to the page), as opposed to our own error. */
export const isProviderError = (err: unknown) => err instanceof EvolutionError || err instanceof CloudApiError;

/** Whether the provider surely did not take the message (it refused it), so that sending again is safe. */
export const refused = (err: unknown) =>
  (err instanceof EvolutionError || err instanceof CloudApiError) && err.status >= 400 && err.status < 500;

/**
 * A refusal no retry can mend: the Cloud API outside the customer's 24-hour window without a
 * template, or a template Meta has not approved. The message fails at once, saying which.
 */
export function finalRefusal(err: unknown): 'outside_window' | 'template' | null {
  return err instanceof CloudApiError && (err.code === 'outside_window' || err.code === 'template') ? err.code : null;
}
