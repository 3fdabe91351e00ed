import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config/env';
import type { Db } from '../db/client';
import type { TaskQueue } from './queue';

export type App = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

export interface Ctx {
  db: Db;
  config: Config;
  uploadsDir: string;
  /** Background tasks (lib/queue.ts, docs/jobs.md). */
  queue: TaskQueue;
}

export type RouteModule = (app: App, ctx: Ctx) => Promise<void> | void;
