import type { Readable } from 'node:stream';

// The provider interfaces the app talks to (DESIGN.md §2 "integrations/ports.ts"): each has its
// adapters beside it under integrations/<provider>/, chosen in config, and tests run them for real.

// ---------------------------------------------------------------------------------------------
// Object storage: uploaded images (avatars, logos, product covers, the demo covers). A key is a
// path like `covers/<32 hex>.webp`; the app serves it at `/uploads/<key>` whatever the adapter
// (docs/decisions/0040-object-storage.md). Keys are never rewritten: a new image gets a new key.

export interface StoredObject {
  body: Readable;
  contentType: string;
  /** Bytes, when the store says. */
  size?: number;
}

export interface ObjectStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none under that key. */
  get(key: string): Promise<StoredObject | null>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Copies an object to a new key; false when the source is missing. */
  copy(fromKey: string, toKey: string): Promise<boolean>;
}

// The small interfaces the API talks to providers through (DESIGN.md "Providers"). Each provider has
// an adapter in integrations/<provider>/ and a local stand-in speaking its protocol for the tests.
// One section per port, so that ports added on other branches merge without touching these.

// ─── Payments (Mercado Pago; Pix through Efí) ───────────────────────────────────────────────────

/** A payment's state as the provider reports it (Mercado Pago's statuses; Efí's are mapped onto them). */
export type PaymentStatus = 'pending' | 'in_process' | 'authorized' | 'approved' | 'rejected' | 'cancelled' | 'refunded' | 'charged_back';

export interface CheckoutRequest {
  /** Our reference (the order's uuid), echoed back by the provider on the payment. */
  externalReference: string;
  items: { id: string; title: string; quantity: number; unitPriceCents: number }[];
  notificationUrl: string;
  backUrls: { success: string; failure: string; pending: string };
  expiresAt?: Date;
  idempotencyKey: string;
}

export interface PaymentGateway {
  /** Opens a hosted checkout for an order; the customer pays at `redirectUrl`. */
  createCheckout(request: CheckoutRequest): Promise<{ checkoutId: string; redirectUrl: string }>;
  /** Re-reads a payment from the provider: a webhook body is never trusted for its status. */
  getPayment(paymentId: string): Promise<{ id: string; status: PaymentStatus; externalReference: string | null; amountCents: number }>;
  /** Refunds all of a payment, or `amountCents` of it; the idempotency key makes a retry harmless. */
  refund(paymentId: string, options: { amountCents?: number; idempotencyKey: string }): Promise<{ refundId: string }>;
}

// ─── Messaging (WhatsApp) ───────────────────────────────────────────────────────────────────────
// Evolution API is the default adapter (integrations/evolution/), the WhatsApp Cloud API a second one.
// An instance is one connected number; Comanda names it after the business (`comanda-<business uuid>`).

/** A connected number's state: `open` sends, anything else must stop the queue. */
export type MessagingConnectionState = 'open' | 'connecting' | 'close';

/** What the owner scans: `code` is what the QR encodes; it rotates while nobody scans it. */
export interface MessagingPairing {
  code: string;
  /** The 8-character code typed on the phone instead of scanning, when the provider gives one. */
  pairingCode: string | null;
  /** How many codes this pairing has shown so far (Evolution's `count`). */
  count: number;
}

export interface MessagingContact {
  /** The chat id, e.g. `5511987654321@s.whatsapp.net`. */
  id: string;
  /** Digits only (E.164 without the plus). */
  number: string;
  name: string | null;
}

export interface MessagingGroup {
  /** The group id, e.g. `120363041234567890@g.us`. */
  id: string;
  subject: string;
  size: number | null;
}

export interface MessagingProvider {
  /** Creates the instance with our webhook (unsigned at Evolution: the URL carries a secret). Creating one that exists is an error of status 403/409. */
  createInstance(instance: string, webhookUrl: string): Promise<void>;
  /** Starts (or continues) pairing: the QR's current code, or null when the number is already connected. */
  connect(instance: string): Promise<MessagingPairing | null>;
  /** Whether the instance's number is connected, so bulk sending can stop on a disconnect. */
  connectionState(instance: string): Promise<MessagingConnectionState>;
  /** Disconnects the number from the instance (the instance stays, ready to pair again). */
  logout(instance: string): Promise<void>;
  /** Deletes the instance; deleting one that is gone is not an error. */
  deleteInstance(instance: string): Promise<void>;
  /** Sends a text to a number (E.164 digits only) or a group id; returns the provider's message id for deduplication. */
  sendText(instance: string, to: string, text: string): Promise<{ messageId: string }>;
  /** Sends an image or document by URL with an optional caption. */
  sendMedia(instance: string, to: string, media: { url: string; mimeType: string; fileName?: string; caption?: string }): Promise<{ messageId: string }>;
  /** The number's saved contacts. */
  contacts(instance: string): Promise<MessagingContact[]>;
  /** The groups the number is in. */
  groups(instance: string): Promise<MessagingGroup[]>;
  /** Which of these numbers (digits only) have WhatsApp, checked before a campaign starts. */
  whatsappNumbers(instance: string, numbers: string[]): Promise<{ number: string; exists: boolean }[]>;
}

// ─── E-mail ─────────────────────────────────────────────────────────────────────────────────────

export interface MailMessage {
  to: string;
  subject?: string | undefined;
  text: string;
  html?: string | undefined;
}

export interface Mailer {
  /** Hands one message to the mail server; throws on any refusal so that the caller's job retries. */
  send(message: MailMessage): Promise<void>;
}
