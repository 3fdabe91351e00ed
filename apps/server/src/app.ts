import path from 'node:path';
import Fastify, { LogController } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config/env';
import type { Database } from './db/client';
import type { App, Ctx } from './lib/app-types';
import { registerAccessControl } from './plugins/access';
import { loggerOptions, registerErrorHandler, validatorCompiler } from './plugins/errors';
import { registerSpa } from './plugins/spa';
import { faMessage } from './lib/errors';
import { registerListLinks } from './lib/list';
import { ROUTE_MODULES } from './routes';

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Serve the SPA and uploads (off in most tests). */
  serveStatic?: boolean;
  logger?: boolean | object;
}

/** Builds the Fastify app without listening (server.ts listens; tests use app.inject). */
export async function buildApp(opts: BuildOptions): Promise<App> {
  const { config, database } = opts;
  const app = Fastify({
    logger: loggerOptions(opts.logger ?? { level: config.logLevel }),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace' }),
  }).withTypeProvider<ZodTypeProvider>() as unknown as App;

  app.setValidatorCompiler(validatorCompiler as any);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerListLinks(app);

  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 10, parts: 12 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Pishkhan admin API', version: '1.0.0', description: 'The Persian admin back office API. Errors: { error: { code, message, fields? } }.' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          cookie: { type: 'apiKey', in: 'cookie', name: 'adminAuthorization' },
        },
      },
      security: [{ bearer: [] }, { cookie: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const ctx: Ctx = { db: database.db, config, uploadsDir: path.join(config.dataDir, 'uploads') };
  registerAccessControl(app, ctx.db);

  app.get('/api/health', { config: { public: true }, schema: { tags: ['system'] } }, async (_req, reply) => {
    try {
      await database.pool.query('select 1');
      return { status: 'ok' };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });

  for (const mod of ROUTE_MODULES) await app.register(async (scope) => mod(scope as App, ctx));

  if (opts.serveStatic !== false) await registerSpa(app, ctx.uploadsDir);
  else
    app.setNotFoundHandler((_req, reply) =>
      reply.status(404).send({ error: { code: 'not_found', message: faMessage('route_not_found') } }),
    );
  return app;
}
