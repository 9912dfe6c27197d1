import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { menuCachePlugin } from './modules/storefront/menu-cache';
import { storefrontPages } from './modules/storefront/storefront-pages';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { createOutbox, type Outbox } from './integrations/mail/outbox';
import { whatsappRelay } from './modules/messaging/messaging.api';
import type { JobDefinition } from './jobs/define-job';
import type { RecurringJob } from './jobs/schedule';
import { msg } from './lib/messages';
import { rateLimitRedis } from './lib/rate-limit-redis';
import { authPlugin } from './plugins/auth';
import { errorsPlugin } from './plugins/errors';
import { securityHeadersPlugin } from './plugins/security-headers';
import { eventsPlugin } from './plugins/events';
import { jobsPlugin } from './plugins/jobs';
import { jsonBodyPlugin } from './plugins/json-body';
import { realtimePlugin } from './plugins/realtime';
import { routeAccessPlugin } from './plugins/route-access';
import { idempotencyPlugin } from './plugins/idempotency';
import { storagePlugin, uploadsRoute } from './plugins/uploads';
import { validatorCompiler } from './plugins/validation';
import { apiRoutes } from './routes';
import { secretBoxOf, type SecretBox } from './lib/secret-box';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    outbox: Outbox;
    /** Seals the restaurants' payment credentials (lib/secret-box.ts); null in production without SECRETS_KEY. */
    secrets: SecretBox | null;
    /** Every API route as registered (method, url, options); tests walk it so new routes are covered. */
    apiRouteTable: ApiRoute[];
  }
}

export interface ApiRoute {
  method: string;
  url: string;
  /** Takes a multipart upload (its schema `consumes` multipart/form-data). */
  upload: boolean;
  /** The route's `config` (rate limits today; declared access with the platform issue). */
  config: unknown;
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Tests pass their own outbox to read what was sent. */
  outbox?: Outbox;
  /** Tests add their own job definitions (and recurring jobs) to the registry's. */
  jobs?: { definitions?: readonly JobDefinition[]; recurring?: readonly RecurringJob[] };
  logger?: boolean;
  /** Where log lines go (stdout by default); tests read them. */
  logStream?: { write(line: string): void };
}

// Builds the whole app without listening: server.ts listens, tests use inject().
export async function buildApp({ config, database, outbox, jobs, logger = true, logStream }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? {
          level: config.logLevel,
          redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
          ...(logStream ? { stream: logStream } : {}),
        }
      : false,
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('outbox', outbox ?? createOutbox({ db: database.db, log: app.log, smtpUrl: config.smtpUrl, whatsapp: whatsappRelay({ db: database.db, config }) }));
  app.decorate('secrets', secretBoxOf(config));
  await app.register(storagePlugin, { storage: config.storage });

  await app.register(errorsPlugin);
  await app.register(jsonBodyPlugin);
  // API answers are about someone (their account, their business's orders and customers): no
  // browser or proxy keeps a copy, unless a route says otherwise.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  await app.register(cookie);
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://accounts.google.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        frameSrc: ["'self'", 'https://accounts.google.com'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, {
    // With REDIS_URL the counts live in Redis, shared by every process; otherwise in this process.
    ...(config.redisUrl ? { redis: await rateLimitRedis(app, config.redisUrl), nameSpace: 'comanda-rate-limit:', skipOnError: true } : {}),
    global: true,
    max: config.rateLimitMaxPerMinute,
    timeWindow: '1 minute',
    // Static files and SPA pages are cheap and loaded in bursts; only the API is limited.
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: (request, context) => ({
      statusCode: 429,
      message: msg(request.lang, 'rate_limited', { seconds: Math.ceil(context.ttl / 1000) }),
    }),
  });
  await app.register(multipart, { limits: { fileSize: config.uploadLimit, files: 1, fields: 10 } });
  await app.register(authPlugin, { database });
  await app.register(routeAccessPlugin);
  await app.register(idempotencyPlugin);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Comanda API', version: '1.0.0', description: 'Back office of restaurants and delivery businesses.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  app.get('/api/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  await app.register(realtimePlugin, { redisUrl: config.redisUrl });
  await app.register(eventsPlugin, { database });
  await app.register(menuCachePlugin, { database });
  app.decorate('apiRouteTable', []);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/v1/')) return;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      const consumes = (route.schema as { consumes?: string[] } | undefined)?.consumes ?? [];
      app.apiRouteTable.push({ method, url: route.url, upload: consumes.includes('multipart/form-data'), config: route.config });
    }
  });
  await app.register(apiRoutes, { prefix: '/api/v1' });
  await app.register(jobsPlugin, { extraDefinitions: jobs?.definitions, extraRecurring: jobs?.recurring });

  await app.register(uploadsRoute);
  await app.register(storefrontPages);
  await registerSpa(app, config);
  return app;
}

/** A path the SPA router answers: not the API, not uploads, not a missing asset file. */
function isPagePath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  if (pathname.startsWith('/api/') || pathname.startsWith('/uploads/') || pathname.startsWith('/assets/')) return false;
  return !/\.[a-z0-9]+$/i.test(pathname);
}

/**
 * Serves the built web app when there is one; unknown non-API GETs get index.html so the SPA router
 * can answer (its own 404 page included). Everything else unknown is a JSON 404.
 */
async function registerSpa(app: FastifyInstance, config: Config) {
  const index = path.join(config.webDist, 'index.html');
  const html = fs.existsSync(index) ? fs.readFileSync(index, 'utf8') : null;
  if (html) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      // Brotli or gzip made at build time (apps/web/scripts/precompress.mjs), chosen by Accept-Encoding.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        // Vite names assets by their content: a file never changes, so browsers keep it a year and do
        // not revalidate. Anything else (favicon, index.html) is checked every time.
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (html && (request.method === 'GET' || request.method === 'HEAD') && isPagePath(request.url)) {
      return reply.type('text/html').header('cache-control', 'no-cache').send(html);
    }
    return reply.status(404).send({ message: msg(request.lang, 'route_not_found') });
  });
}
