import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { faMessage } from '../lib/errors';

export const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

/**
 * Serves the built SPA under /admin with history fallback (deep links load index.html) and the
 * uploads under /uploads. Hashed assets are cached for a year; index.html never.
 */
export async function registerSpa(app: FastifyInstance, uploadsDir: string) {
  fs.mkdirSync(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    maxAge: '30d',
    immutable: true,
  });
  const hasSpa = fs.existsSync(path.join(WEB_DIST, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: WEB_DIST,
      prefix: '/admin/',
      index: false,
      wildcard: false,
      setHeaders: (res: any, file: string) => {
        const value = file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
        // @fastify/static 10 passes the reply; older versions the raw response.
        if (typeof res.header === 'function') res.header('Cache-Control', value);
        else res.setHeader('Cache-Control', value);
      },
    });
  }
  const indexHtml = () => (hasSpa ? fs.readFileSync(path.join(WEB_DIST, 'index.html'), 'utf8') : null);
  let cached: string | null = null;
  app.get('/', { schema: { hide: true } }, (_req, reply) => reply.redirect('/admin'));
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0]!;
    if ((req.method === 'GET' || req.method === 'HEAD') && (url === '/admin' || url.startsWith('/admin/')) && !url.startsWith('/admin/assets/')) {
      cached ??= indexHtml();
      if (cached) return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(cached);
    }
    return reply.status(404).send({ error: { code: 'route_not_found', message: faMessage('route_not_found') } });
  });
}
