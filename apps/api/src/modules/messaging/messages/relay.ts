import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import type { WhatsappRelay } from '../../../integrations/mail/outbox';
import { inTransaction } from '../../../lib/unit-of-work';
import { findWhatsappConnection } from '../connection/whatsapp-connections.repository';
import { readyToSend } from '../messaging-provider';
import { queueWhatsappMessage } from './queue-message';

/**
 * The outbox's WhatsApp texts of a business (an employee's invitation or password link, a customer's
 * code) go through its own number while it is connected and not paused (issue 35); otherwise they
 * stay in the outbox as before. Not through the Cloud API: outside the 24-hour window Meta takes
 * only approved templates, and these texts (codes, links) would fail there.
 */
export function whatsappRelay(deps: { db: Db; config: Config }): WhatsappRelay {
  return async ({ businessId, to, text }) => {
    return inTransaction(deps.db, async (tx) => {
      const connection = await findWhatsappConnection(tx, businessId);
      if (connection?.provider !== 'evolution' || !readyToSend(deps.config, connection)) return false;
      await queueWhatsappMessage(tx, { businessId, customerId: null, to, text, source: 'system' });
      return true;
    });
  };
}
