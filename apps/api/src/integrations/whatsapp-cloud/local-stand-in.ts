import { startCloudApiStandIn, type CloudApiStandIn } from './stand-in';

/*
 * The Cloud API's stand-in as `npm start` (and the journeys) run it when no WHATSAPP_CLOUD_API_URL
 * is set (README "WhatsApp"): a Meta app whose credentials are printed here, so that anyone can try
 * "Usar a API oficial" (any phone number id of digits is a number of this account, so each journey's
 * restaurant has its own). `POST /_stand-in/webhook {url, verify_token, phone_number_id?}` plays pasting the webhook into
 * Meta's dashboard (Meta's verification GET first); `POST /_stand-in/inbound {from, text, phone_number_id?}` a customer
 * writing to the number (it opens their 24-hour window).
 */

export const LOCAL_CLOUD_ACCOUNT = {
  phoneNumberId: '109876543210987',
  accessToken: 'EAAG-comanda-local-stand-in-token',
  appSecret: 'comanda-local-app-secret',
} as const;

/** The order-status templates and a "promo" one, as a restaurant would have them approved at Meta. */
const LOCAL_TEMPLATES = [
  { name: 'comanda_received', language: 'pt_BR', parameters: 3 },
  { name: 'comanda_accepted', language: 'pt_BR', parameters: 2 },
  { name: 'comanda_out_for_delivery', language: 'pt_BR', parameters: 2 },
  { name: 'comanda_ready_for_pickup', language: 'pt_BR', parameters: 3 },
  { name: 'comanda_canceled', language: 'pt_BR', parameters: 3 },
  { name: 'promocao', language: 'pt_BR', parameters: 1 },
];

export function startLocalCloudStandIn(port: number): Promise<CloudApiStandIn> {
  return startCloudApiStandIn({ port, ...LOCAL_CLOUD_ACCOUNT, templates: LOCAL_TEMPLATES, ackDelayMs: 1_500, acceptAnyNumber: true, displayPhoneNumber: '+55 11 3000-0000' });
}
