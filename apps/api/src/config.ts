import { createHash } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import type { S3StorageConfig } from './integrations/storage/s3';
import { parseSecretKey } from './lib/secret-box';

// Every environment variable the API reads, parsed once. README "Configuration" lists the same set.

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** The secret in the Efí webhook URL under `npm start` (the local stand-in calls it). */
export const LOCAL_EFI_WEBHOOK_SECRET = 'comanda-local-efi-webhook-secret';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: z.url().optional(),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  UPLOADS_DIR: z.string().optional(),
  /** Uploads in an S3-compatible bucket instead of UPLOADS_DIR (docs/decisions/0040-object-storage.md). */
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'an S3 bucket name: 3 to 63 lowercase letters, digits, dots and hyphens').optional(),
  S3_URL: z.url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.optional(),
  WEB_DIST: z.string().optional(),
  SEED_DEMO: bool.optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Comanda <nao-responda@comanda.local>'),
  OUTBOX_API: bool.optional(),
  REDIS_URL: z.string().optional(),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** How long a process may answer "who is asking" from memory (plugins/identity-cache.ts); 0: never. */
  IDENTITY_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(10_000),
  COOKIE_SECURE: bool.optional(),
  TRUST_PROXY: bool.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  UPLOAD_LIMIT_BYTES: z.coerce.number().int().min(1024).default(5_242_880),
  RATE_LIMIT_LOGIN_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_MAX_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** Public customer sign-ups from one IP a minute: higher than logins, as a shop's guests share its Wi-Fi. */
  RATE_LIMIT_SIGN_UP_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Deliveries one IP may make to one provider's webhook a minute; Mercado Pago sends bursts from few addresses. */
  RATE_LIMIT_WEBHOOKS_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  RATE_LIMIT_STOREFRONT_ORDERS_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /** The secret of the Mercado Pago application's webhooks ("Suas integrações" → Webhooks); unset: every delivery is refused. */
  MERCADO_PAGO_WEBHOOK_SECRET: z.string().optional(),
  /** The access token the API re-reads payments with; unset: a payment notification is stored and noted, nothing is marked paid. */
  MERCADO_PAGO_ACCESS_TOKEN: z.string().optional(),
  /** Unset outside production and tests: `npm start` runs Mercado Pago's local stand-in (server.ts). */
  MERCADO_PAGO_API_URL: z.url().optional(),
  /** Our own secret in the Efí webhook URL (`?hmac=…`, decision 0048); unset: every Efí delivery is refused. */
  EFI_WEBHOOK_SECRET: z.string().optional(),
  /** Every Efí account is called here instead of Efí's production or sandbox host (the stand-in); unset under `npm start`, a local one starts. */
  EFI_API_URL: z.url().optional(),
  /** A PEM file of CAs trusted for EFI_API_URL's certificate besides the system's (the stand-in's CA). */
  EFI_CA_FILE: z.string().optional(),
  /** The Evolution API server (self-hosted WhatsApp gateway, issue 35); unset under `npm start`, a local stand-in starts. Unset elsewhere: WhatsApp messages stay in the outbox. */
  EVOLUTION_API_URL: z.url().optional(),
  /** Its global `apikey` (AUTHENTICATION_API_KEY in Evolution's own configuration). */
  EVOLUTION_API_KEY: z.string().optional(),
  /**
   * The WhatsApp Cloud API (Meta's Graph API, with its version), for restaurants that connect their
   * number with their own Meta app instead of a QR; unset under `npm start`, a local stand-in starts.
   */
  WHATSAPP_CLOUD_API_URL: z.url().optional(),
  /**
   * Scales the campaign pacing's gaps and pauses (the page still shows the settings): 1 in production;
   * `npm start` with the stand-in uses 0.1 and the journeys 0.02, so a campaign is seen moving.
   */
  WHATSAPP_PACE_FACTOR: z.coerce.number().min(0.001).max(1).optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_ISSUER: z.string().default('https://accounts.google.com'),
  CEP_API_URL: z.url().default('https://viacep.com.br/ws'),
  CEP_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3000),
  TRIAL_DAYS: z.coerce.number().int().min(0).max(365).default(14),
  JOBS_WORKER: bool.default(true),
  /** Whether this process runs the relay of domain events (decision 0042); every process may, they share the queue. */
  EVENTS_RELAY: bool.default(true),
  /** How long after start-up the relay waits before it listens and makes its first pass (the SIGKILL test connects a screen meanwhile). */
  EVENTS_RELAY_START_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(0),
  JOBS_POLL_INTERVAL_MS: z.coerce.number().int().min(10).max(60_000).default(500),
  /** The key restaurants' payment credentials are encrypted with (lib/secret-box.ts): 32 bytes, 64 hex digits or base64. */
  SECRETS_KEY: z.string().optional(),
  /** The key before the last rotation: still opens what it sealed. */
  SECRETS_KEY_PREVIOUS: z.string().optional(),
}).superRefine((e, ctx) => {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  for (const name of ['SECRETS_KEY', 'SECRETS_KEY_PREVIOUS'] as const) {
    if (e[name] !== undefined && !parseSecretKey(e[name])) issue(name, '32 bytes, as 64 hex digits or base64 (openssl rand -hex 32)');
  }
  if (e.SECRETS_KEY_PREVIOUS && !e.SECRETS_KEY) issue('SECRETS_KEY', 'required when SECRETS_KEY_PREVIOUS is set');
  if (!e.S3_BUCKET) {
    for (const name of ['S3_URL', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const) {
      if (e[name] !== undefined) issue('S3_BUCKET', `required when ${name} is set`);
    }
    return;
  }
  if (e.UPLOADS_DIR) issue('UPLOADS_DIR', 'uploads go to S3_BUCKET; set one of the two');
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    issue(e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID', 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  }
});

/** Where uploads live: a folder (the default) or an S3-compatible bucket. */
export type StorageConfig = { kind: 'folder'; dir: string } | ({ kind: 's3' } & S3StorageConfig);

function storageConfig(e: z.infer<typeof envSchema>, dataDir: string, repoRoot: string): StorageConfig {
  if (!e.S3_BUCKET) return { kind: 'folder', dir: path.resolve(repoRoot, e.UPLOADS_DIR ?? path.join(dataDir, 'uploads')) };
  return {
    kind: 's3',
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_URL,
    // Another provider's endpoint (MinIO, a local server) usually wants the bucket in the path.
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_URL !== undefined,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } : undefined,
  };
}

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  // An empty variable (`SEED_DEMO=`) means unset, as in most shells' and orchestrators' habits.
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const repoRoot = path.resolve(import.meta.dirname, '../../..');
  const dataDir = path.resolve(repoRoot, e.DATA_DIR);
  const production = e.NODE_ENV === 'production';
  const appUrl = e.APP_URL ?? `http://localhost:${e.PORT}`;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    appUrl: appUrl.replace(/\/$/, ''),
    databaseUrl: e.DATABASE_URL,
    dataDir,
    pgliteDir: path.join(dataDir, 'pglite'),
    storage: storageConfig(e, dataDir, repoRoot),
    webDist: path.resolve(repoRoot, e.WEB_DIST ?? 'apps/web/dist'),
    // Nothing meant for trying the product is on in production unless asked for (DESIGN.md).
    seedDemo: e.SEED_DEMO ?? !production,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    outboxApi: e.OUTBOX_API ?? !production,
    redisUrl: e.REDIS_URL,
    sessionTtlDays: e.SESSION_TTL_DAYS,
    identityCacheTtlMs: e.IDENTITY_CACHE_TTL_MS,
    cookieSecure: e.COOKIE_SECURE ?? appUrl.startsWith('https://'),
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    bodyLimit: e.BODY_LIMIT_BYTES,
    uploadLimit: e.UPLOAD_LIMIT_BYTES,
    rateLimitLoginPerMinute: e.RATE_LIMIT_LOGIN_PER_MINUTE,
    rateLimitMaxPerMinute: e.RATE_LIMIT_MAX_PER_MINUTE,
    rateLimitSignUpPerMinute: e.RATE_LIMIT_SIGN_UP_PER_MINUTE,
    rateLimitWebhooksPerMinute: e.RATE_LIMIT_WEBHOOKS_PER_MINUTE,
    rateLimitStorefrontOrdersPerMinute: e.RATE_LIMIT_STOREFRONT_ORDERS_PER_MINUTE,
    mercadoPago: {
      webhookSecret: e.MERCADO_PAGO_WEBHOOK_SECRET,
      accessToken: e.MERCADO_PAGO_ACCESS_TOKEN,
      apiUrl: e.MERCADO_PAGO_API_URL ?? 'https://api.mercadopago.com',
      // A newcomer's `npm start` can try online payment at once, against the local stand-in.
      standIn: e.NODE_ENV === 'development' && e.MERCADO_PAGO_API_URL === undefined,
    },
    efi: {
      webhookSecret: e.EFI_WEBHOOK_SECRET ?? (e.NODE_ENV === 'development' ? LOCAL_EFI_WEBHOOK_SECRET : undefined),
      apiUrl: e.EFI_API_URL,
      caFile: e.EFI_CA_FILE,
      // As with Mercado Pago: `npm start` shows Pix charges at once, against the local stand-in.
      standIn: e.NODE_ENV === 'development' && e.EFI_API_URL === undefined,
    },
    whatsapp: {
      apiUrl: e.EVOLUTION_API_URL?.replace(/\/$/, ''),
      apiKey: e.EVOLUTION_API_KEY,
      // As with the payment providers: `npm start` connects a number at once, against the local stand-in.
      standIn: e.NODE_ENV === 'development' && e.EVOLUTION_API_URL === undefined,
      cloudApiUrl: (e.WHATSAPP_CLOUD_API_URL ?? 'https://graph.facebook.com/v21.0').replace(/\/$/, ''),
      cloudStandIn: e.NODE_ENV === 'development' && e.WHATSAPP_CLOUD_API_URL === undefined,
      paceFactor: e.WHATSAPP_PACE_FACTOR ?? (e.NODE_ENV === 'development' && e.EVOLUTION_API_URL === undefined ? 0.1 : 1),
    },
    google: { clientId: e.GOOGLE_CLIENT_ID, jwksUrl: e.GOOGLE_JWKS_URL, issuer: e.GOOGLE_ISSUER },
    // ViaCEP-compatible address lookup (INTEGRATIONS.md "Brazilian details"); typing is the fallback.
    cep: { baseUrl: e.CEP_API_URL.replace(/\/$/, ''), timeoutMs: e.CEP_TIMEOUT_MS },
    trialDays: e.TRIAL_DAYS,
    // Every process runs a worker by default; a deployment may keep it to dedicated processes.
    jobsWorker: e.JOBS_WORKER,
    eventsRelay: e.EVENTS_RELAY,
    eventsRelayStartDelayMs: e.EVENTS_RELAY_START_DELAY_MS,
    jobsPollIntervalMs: e.JOBS_POLL_INTERVAL_MS,
    secretKeys: secretKeys(e, production),
  };
}

// Outside production a fixed key stands in, so `npm start` and the tests can connect the stand-ins'
// accounts; in production without SECRETS_KEY no credential can be stored (the settings say why).
const DEVELOPMENT_SECRETS_KEY = createHash('sha256').update('comanda development secrets key').digest();

function secretKeys(e: z.infer<typeof envSchema>, production: boolean): Buffer[] | null {
  if (!e.SECRETS_KEY) return production ? null : [DEVELOPMENT_SECRETS_KEY];
  return [e.SECRETS_KEY, e.SECRETS_KEY_PREVIOUS].flatMap((text) => (text ? [parseSecretKey(text)!] : []));
}
