import path from 'node:path';
import Fastify, { LogController } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from 'helmet';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { fastifyTrustProxy, type Config } from './config/env';
import type { Database } from './db/client';
import type { App, Ctx } from './lib/app-types';
import { authenticate, registerAccessControl } from './plugins/access';
import { loggerOptions, registerErrorHandler, validatorCompiler } from './plugins/errors';
import { registerSpa } from './plugins/spa';
import { faMessage } from './lib/errors';
import { errorMessages } from '@pishkhan/common/i18n/fa/errors';
import { registerListLinks } from './lib/list';
import { ROUTE_MODULES } from './routes';
import { storeCacheWrites } from './lib/store-cache';
import { closeChannels } from './lib/messaging/channels';
import { every } from './lib/jobs';
import { pruneTasks } from './modules/system/tasks/task.service';
import { attachQueue, TaskQueue, type QueueOptions } from './lib/queue';

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Serve the SPA and uploads (off in most tests). */
  serveStatic?: boolean;
  logger?: boolean | object;
  /** The task queue (lib/queue.ts): `work` runs tasks on this node (default: JOB_WORKERS). */
  jobs?: Partial<QueueOptions>;
}

/** Builds the Fastify app without listening (server.ts listens; tests use app.inject). */
export async function buildApp(opts: BuildOptions): Promise<App> {
  const { config, database } = opts;
  const app = Fastify({
    logger: loggerOptions(opts.logger ?? { level: config.logLevel }),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace' }),
  }).withTypeProvider<ZodTypeProvider>() as unknown as App;

  app.setValidatorCompiler(validatorCompiler as any);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerListLinks(app);

  // Security headers on every answer (SPA, assets, uploads, API, errors, event streams). helmet's
  // middleware is built once: @fastify/helmet rebuilds it per request (~40 µs, measured).
  const securityHeaders = helmet({
    // The admin app runs its own bundled scripts only; antd writes its CSS-in-JS as <style> elements
    // and sets style attributes, hence 'unsafe-inline' for styles (never for scripts).
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        workerSrc: ["'self'", 'blob:'],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  app.addHook('onRequest', (req, reply, done) =>
    securityHeaders(req.raw, reply.raw, (err?: unknown) => {
      // Product images may be shown by a storefront on another origin.
      if (req.url.startsWith('/uploads/')) reply.raw.setHeader('cross-origin-resource-policy', 'cross-origin');
      done(err as Error | undefined);
    }),
  );
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 10, parts: 12 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Pishkhan admin API', version: '1.0.0', description: 'The Persian admin back office API. Errors: { error: { code, message, fields? } } (components.schemas.Error).' },
      components: {
        schemas: {
          Error: {
            type: 'object',
            required: ['error'],
            properties: {
              error: {
                type: 'object',
                required: ['code', 'message'],
                properties: {
                  code: {
                    type: 'string',
                    description: `The error's key (docs/errors.md); the HTTP status is its class. Shared keys: ${Object.keys(errorMessages).join(', ')}. A domain's own refusals use their own key (e.g. insufficient_stock, tracking_taken).`,
                    example: 'in_use',
                  },
                  message: { type: 'string', description: 'The Persian sentence to show.' },
                  fields: { type: 'object', additionalProperties: { type: 'string' }, description: 'Persian messages by form path (name, variants.0.price).' },
                },
              },
            },
          },
        },
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          cookie: { type: 'apiKey', in: 'cookie', name: 'adminAuthorization' },
          storeCookie: { type: 'apiKey', in: 'cookie', name: 'storeSession', description: 'A storefront customer session (docs/api-store.md); apps send its token as a bearer.' },
        },
      },
      security: [{ bearer: [] }, { cookie: [] }],
    },
    transform: jsonSchemaTransform,
  });
  const queue = new TaskQueue(database.db, config, app.log, { work: config.jobWorkers, ...opts.jobs });
  // Workers start with the app; a node that only queues starts pg-boss at its first task.
  app.addHook('onReady', async () => {
    if (queue.workerNode) await queue.start();
  });
  app.addHook('onClose', async () => {
    await queue.stop();
    closeChannels();
  });
  attachQueue(app.server, queue);
  // Worker nodes also forget finished tasks after a month (every node may do it; it is idempotent).
  if (queue.workerNode) every(app, 'tasks-prune', 6 * 3600_000, () => pruneTasks(database.db));
  const ctx: Ctx = { db: database.db, config, uploadsDir: path.join(config.dataDir, 'uploads'), queue };
  // The API document is for signed-in admins only (app.swagger() stays available to code).
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // Its scripts are files; like antd it sets inline styles.
    staticCSP:
      "default-src 'self'; base-uri 'self'; connect-src 'self'; font-src 'self' data:; form-action 'self'; frame-ancestors 'none'; " +
      "img-src 'self' data:; object-src 'none'; script-src 'self'; script-src-attr 'none'; style-src 'self' 'unsafe-inline'",
    uiHooks: { onRequest: async (req) => authenticate(ctx.db, req) },
  });

  registerAccessControl(app, ctx.db);

  app.get('/api/health', { config: { public: true }, schema: { tags: ['system'] } }, async (_req, reply) => {
    try {
      await database.pool.query('select 1');
      return { status: 'ok' };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });

  storeCacheWrites(app as App, ctx.db);
  for (const mod of ROUTE_MODULES) await app.register(async (scope) => mod(scope as App, ctx));

  if (opts.serveStatic !== false) await registerSpa(app, ctx.uploadsDir);
  else
    app.setNotFoundHandler((_req, reply) =>
      reply.status(404).send({ error: { code: 'route_not_found', message: faMessage('route_not_found') } }),
    );
  return app;
}
