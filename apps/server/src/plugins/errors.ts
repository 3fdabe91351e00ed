import type { FastifyError, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { persianFieldErrors } from '@pishkhan/common/zod-fa';
import { AppError, faMessage, isForeignKeyViolation, isUniqueViolation, notFound, validation } from '../lib/errors';

/**
 * Request validation with the shared zod schemas, answering in Persian: body/query → 422 with
 * `fields`; a bad path parameter (e.g. a non-numeric id) → 404.
 */
export function validatorCompiler({ schema, httpPart }: { schema: z.ZodType; httpPart?: string }) {
  return (data: unknown) => {
    const r = schema.safeParse(data);
    if (r.success) return { value: r.data };
    const err = httpPart === 'params' ? notFound() : validation(persianFieldErrors(schema, r.error.issues, data));
    (err as any).statusCode = err.status;
    return { error: err };
  };
}

function envelope(status: number, code: string, message: string, fields?: Record<string, string>) {
  return { error: { code, message, ...(fields && Object.keys(fields).length ? { fields } : {}) } };
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError & { status?: number }, req, reply) => {
    if (err instanceof AppError) return reply.status(err.status).send(envelope(err.status, err.code, err.message, err.fields));
    const code = err.code ?? '';
    const status = err.statusCode ?? 500;
    if (status === 413 || code === 'FST_ERR_CTP_BODY_TOO_LARGE' || code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT')
      return reply.status(413).send(envelope(413, 'too_large', faMessage('too_large')));
    if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || err instanceof SyntaxError)
      return reply.status(400).send(envelope(400, 'bad_request', faMessage('malformed_json')));
    if (status === 415 || code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      return reply.status(415).send(envelope(415, 'unsupported_media', faMessage('unsupported_media')));
    if (isUniqueViolation(err)) return reply.status(409).send(envelope(409, 'conflict', faMessage('conflict')));
    // Deadlock or serialization failure: the change was rolled back whole; the client may retry.
    const pgCode = (err as { code?: string; cause?: { code?: string } }).code ?? (err as { cause?: { code?: string } }).cause?.code;
    if (pgCode === '40P01' || pgCode === '40001') return reply.status(409).send(envelope(409, 'conflict', faMessage('conflict')));
    if (isForeignKeyViolation(err)) return reply.status(409).send(envelope(409, 'conflict', faMessage('in_use')));
    if (status === 404) return reply.status(404).send(envelope(404, 'not_found', faMessage('route_not_found')));
    if (status === 429) return reply.status(429).send(envelope(429, 'rate_limited', faMessage('rate_limited')));
    if (status >= 400 && status < 500) return reply.status(status).send(envelope(status, 'bad_request', faMessage('bad_request')));
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send(envelope(500, 'server_error', faMessage('server_error')));
  });
}
