import type { FastifyError, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { persianFieldErrors } from '@pishkhan/common/zod-fa';
import { extraValidation } from '@pishkhan/common/i18n/fa/validation';
import { ruleMessage } from '@pishkhan/common/validation';
import { hasUnstorableChar } from '@pishkhan/common/text';
import { AppError, faMessage, isForeignKeyViolation, isUniqueViolation, notFound, validation } from '../lib/errors';

/** Deepest nesting of objects/arrays a request may carry (no contract goes past a few levels). */
export const MAX_INPUT_DEPTH = 32;

export interface InputFault {
  path: (string | number)[];
  kind: 'unstorable_char' | 'too_deep';
}

/**
 * The first string (value or key) holding NUL or a lone surrogate, or the first place nested past
 * MAX_INPUT_DEPTH, in a parsed request part. Iterative, so a hostile 10,000-level body costs no stack.
 */
export function inputFault(data: unknown): InputFault | undefined {
  const stack: { v: unknown; path: (string | number)[] }[] = [{ v: data, path: [] }];
  while (stack.length) {
    const { v, path } = stack.pop()!;
    if (typeof v === 'string') {
      if (hasUnstorableChar(v)) return { path, kind: 'unstorable_char' };
      continue;
    }
    if (v === null || typeof v !== 'object' || v instanceof Date) continue;
    if (path.length >= MAX_INPUT_DEPTH) return { path, kind: 'too_deep' };
    if (Array.isArray(v)) v.forEach((x, i) => stack.push({ v: x, path: [...path, i] }));
    else
      for (const [k, x] of Object.entries(v)) {
        if (hasUnstorableChar(k)) return { path: [...path, k], kind: 'unstorable_char' };
        stack.push({ v: x, path: [...path, k] });
      }
  }
  return undefined;
}

/** The fault as the 422 (404 for a path parameter) the validator answers, naming the field. */
export function faultError(fault: InputFault, httpPart: string | undefined, schema?: z.ZodType): AppError {
  if (httpPart === 'params') return notFound();
  const issue = { code: 'custom', path: fault.path, message: extraValidation[fault.kind], input: undefined } as unknown as z.core.$ZodIssue;
  const fields = schema ? persianFieldErrors(schema, [issue]) : { [fault.path.join('.') || '_']: ruleMessage(fault.kind, undefined) };
  return validation(fields);
}

const withStatus = (err: AppError) => Object.assign(err, { statusCode: err.status });

/**
 * Request validation with the shared zod schemas, answering in Persian: body/query → 422 with
 * `fields`; a bad path parameter (e.g. a non-numeric id) → 404. Whatever the schema, a value that
 * PostgreSQL cannot store (NUL, a lone surrogate) or a part nested past MAX_INPUT_DEPTH is refused
 * too: the nesting is checked on the input, the characters on what the schema lets through (so a
 * schema that strips them, as search text does, wins).
 */
export function validatorCompiler({ schema, httpPart }: { schema: z.ZodType; httpPart?: string }) {
  return (data: unknown) => {
    const deep = inputFault(data);
    if (deep?.kind === 'too_deep') return { error: withStatus(faultError(deep, httpPart, schema)) };
    const r = schema.safeParse(data);
    if (!r.success)
      return { error: withStatus(httpPart === 'params' ? notFound() : validation(persianFieldErrors(schema, r.error.issues, data))) };
    const fault = inputFault(r.data);
    if (fault) return { error: withStatus(faultError(fault, httpPart, schema)) };
    return { value: r.data };
  };
}

/**
 * The same rule for a request part that has no schema (a route reading `req.query` or
 * `req.body` as it came): checked before the handler runs.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => {
    if (req.is404) return; // no such route: its 404 says more than the input
    const schema = req.routeOptions.schema as { querystring?: unknown; body?: unknown; params?: unknown } | undefined;
    const parts: [string, unknown, unknown][] = [
      ['querystring', req.query, schema?.querystring],
      ['body', req.body, schema?.body],
      ['params', req.params, schema?.params],
    ];
    for (const [part, value, declared] of parts) {
      if (declared || value === undefined) continue;
      const fault = inputFault(value);
      if (fault) throw faultError(fault, part);
    }
  });
}

/* ------------------------------------------------------------------ logging without the values */

/** A database message with its quoted values blanked: `invalid input syntax for type integer: "…"`. */
const redactQuoted = (s: string) => s.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '"…"');
const isDatabaseError = (e: Record<string, unknown>) => typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && 'severity' in e;
/** The stack frames only: the first line repeats the message, which may carry values. */
const framesOf = (e: Error) => (e.stack ?? '').split('\n').filter((l) => /^\s+at /.test(l)).join('\n');

/**
 * The log form of an error: its type, code, message and stack frames, and for a failed query the
 * SQL text with its placeholders — never the parameters (a customer's mobile, name, address…), nor
 * PostgreSQL's `detail`/`where`/`hint` (which quote the failing row), nor quoted values in its message.
 */
const safeForms = new WeakSet<object>();
export function safeError(err: unknown, depth = 0): unknown {
  if (typeof err === 'object' && err !== null && safeForms.has(err)) return err;
  // Something thrown that is not an Error may be any value: only its kind is logged.
  if (!(err instanceof Error)) return { type: err === null ? 'null' : typeof err };
  const e = err as Error & Record<string, unknown>;
  const out: Record<string, unknown> = { type: (e.name !== 'Error' && e.name) || e.constructor?.name || 'Error' };
  safeForms.add(out);
  const params = Array.isArray(e.params) ? e.params : undefined;
  if (typeof e.query === 'string' && params) {
    // drizzle's DrizzleQueryError: "Failed query: <sql>\nparams: <values>".
    out.message = 'Failed query';
    out.query = e.query;
    out.params_count = params.length;
  } else if (isDatabaseError(e)) {
    out.message = redactQuoted(String(e.message ?? ''));
    for (const k of ['code', 'severity', 'routine', 'schema', 'table', 'column', 'dataType', 'constraint', 'position']) if (e[k] !== undefined) out[k] = e[k];
  } else {
    out.message = typeof e.message === 'string' ? e.message : undefined;
    for (const k of ['code', 'statusCode']) if (e[k] !== undefined) out[k] = e[k];
  }
  out.stack = `${out.type}: ${out.message ?? ''}\n${framesOf(err)}`;
  if (e.cause !== undefined && depth < 3) out.cause = safeError(e.cause, depth + 1);
  return out;
}

/** Logger options with the error serializer above for every `{ err }` the app logs. */
export function loggerOptions<T extends boolean | object>(logger: T): T | Record<string, unknown> {
  if (logger === false) return logger;
  const base = logger === true ? {} : (logger as Record<string, unknown>);
  return { ...base, serializers: { ...(base.serializers as object | undefined), err: (e: unknown) => safeError(e) } };
}

/** The error envelope: `code` is the error's key (packages/common/src/errors.ts), `message` its Persian sentence. */
function envelope(status: number, code: string, message: string, fields?: Record<string, string>) {
  return { error: { code, message, ...(fields && Object.keys(fields).length ? { fields } : {}) } };
}

/** The error envelope for every error, and the input guard for request parts without a schema. */
export function registerErrorHandler(app: FastifyInstance) {
  registerInputGuard(app);
  app.setErrorHandler((err: FastifyError & { status?: number }, req, reply) => {
    if (err instanceof AppError) return reply.status(err.status).send(envelope(err.status, err.code, err.message, err.fields));
    const code = err.code ?? '';
    const status = err.statusCode ?? 500;
    if (status === 413 || code === 'FST_ERR_CTP_BODY_TOO_LARGE' || code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT')
      return reply.status(413).send(envelope(413, 'too_large', faMessage('too_large')));
    if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || err instanceof SyntaxError)
      return reply.status(400).send(envelope(400, 'malformed_json', faMessage('malformed_json')));
    if (status === 415 || code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      return reply.status(415).send(envelope(415, 'unsupported_media', faMessage('unsupported_media')));
    if (isUniqueViolation(err)) return reply.status(409).send(envelope(409, 'conflict', faMessage('conflict')));
    // Deadlock or serialization failure: the change was rolled back whole; the client may retry.
    const pgCode = (err as { code?: string; cause?: { code?: string } }).code ?? (err as { cause?: { code?: string } }).cause?.code;
    if (pgCode === '40P01' || pgCode === '40001') return reply.status(409).send(envelope(409, 'conflict', faMessage('conflict')));
    if (isForeignKeyViolation(err)) return reply.status(409).send(envelope(409, 'in_use', faMessage('in_use')));
    if (status === 404) return reply.status(404).send(envelope(404, 'route_not_found', faMessage('route_not_found')));
    if (status === 429) return reply.status(429).send(envelope(429, 'rate_limited', faMessage('rate_limited')));
    if (status >= 400 && status < 500) return reply.status(status).send(envelope(status, 'bad_request', faMessage('bad_request')));
    req.log.error({ err: safeError(err) }, 'unhandled error');
    return reply.status(500).send(envelope(500, 'server_error', faMessage('server_error')));
  });
}
