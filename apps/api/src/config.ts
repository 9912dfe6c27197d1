import path from 'node:path';
import { z } from 'zod';

// Every environment variable the API reads, parsed once. README "Configuration" lists the same set.

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: z.url().optional(),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  UPLOADS_DIR: z.string().optional(),
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
  /** The secret of the Mercado Pago application's webhooks ("Suas integrações" → Webhooks); unset: every delivery is refused. */
  MERCADO_PAGO_WEBHOOK_SECRET: z.string().optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_ISSUER: z.string().default('https://accounts.google.com'),
  CEP_API_URL: z.url().default('https://viacep.com.br/ws'),
  CEP_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3000),
  TRIAL_DAYS: z.coerce.number().int().min(0).max(365).default(14),
  JOBS_WORKER: bool.default(true),
  JOBS_POLL_INTERVAL_MS: z.coerce.number().int().min(10).max(60_000).default(500),
});

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
    uploadsDir: path.resolve(repoRoot, e.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
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
    mercadoPago: { webhookSecret: e.MERCADO_PAGO_WEBHOOK_SECRET },
    google: { clientId: e.GOOGLE_CLIENT_ID, jwksUrl: e.GOOGLE_JWKS_URL, issuer: e.GOOGLE_ISSUER },
    // ViaCEP-compatible address lookup (INTEGRATIONS.md "Brazilian details"); typing is the fallback.
    cep: { baseUrl: e.CEP_API_URL.replace(/\/$/, ''), timeoutMs: e.CEP_TIMEOUT_MS },
    trialDays: e.TRIAL_DAYS,
    // Every process runs a worker by default; a deployment may keep it to dedicated processes.
    jobsWorker: e.JOBS_WORKER,
    jobsPollIntervalMs: e.JOBS_POLL_INTERVAL_MS,
  };
}
