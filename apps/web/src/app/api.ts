import { errorText } from '@pishkhan/common/i18n/fa/ui';
import { loadingCounter } from './loading';

/** The list envelope's meta (docs/api.md). */
export interface ListMeta {
  current_page: number;
  last_page: number;
  /** Set when the total of a huge list is the planner's estimate. */
  total_is_estimate?: boolean;
  per_page: number;
  total: number;
  from: number | null;
  to: number | null;
}
export interface ListResponse<T> {
  data: T[];
  meta: ListMeta;
}
export interface DataResponse<T> {
  data: T;
}

/** An error answer of the API, or a network failure (status 0). `message` is always Persian. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields?: Record<string, string>;
  constructor(status: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    if (fields) this.fields = fields;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
/** The Persian message to show for any thrown value. */
export const errorMessage = (e: unknown): string => (isApiError(e) ? e.message : errorText.generic);

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | QueryValue[]>;

export function buildUrl(path: string, query?: Query): string {
  if (!query) return path;
  const sp = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    for (const item of Array.isArray(v) ? v : [v]) {
      if (item === undefined || item === null || item === '') continue;
      sp.append(k, String(item));
    }
  }
  const qs = sp.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

type UnauthorizedHandler = () => void;
const defaultUnauthorized: UnauthorizedHandler = () => {
  const { pathname, search } = window.location;
  if (pathname.startsWith('/admin/login')) return;
  window.location.assign(`/admin/login?redirect=${encodeURIComponent(pathname + search)}`);
};
let onUnauthorized: UnauthorizedHandler = defaultUnauthorized;
/** The app replaces the full-page redirect with a router navigation. */
export function setUnauthorizedHandler(h: UnauthorizedHandler | null): void {
  onUnauthorized = h ?? defaultUnauthorized;
}

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** Do not redirect to the login page on 401 (the login call itself). */
  noAuthRedirect?: boolean;
  headers?: Record<string, string>;
}

/**
 * The one fetch wrapper every call goes through: sends the session cookie and
 * `X-Requested-With`, counts requests in flight, parses the error envelope, and sends the
 * admin to the login page on 401. Resolves to the parsed JSON body (undefined on 204).
 */
export async function request<T = unknown>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest', ...opts.headers };
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  let res: Response;
  loadingCounter.begin();
  try {
    try {
      res = await fetch(buildUrl(path, opts.query), { method, headers, body, credentials: 'same-origin', signal: opts.signal });
    } catch (e) {
      if ((e as Error)?.name === 'AbortError') throw e;
      throw new ApiError(0, 'network', errorText.network);
    }
    const text = res.status === 204 ? '' : await res.text();
    let json: unknown = undefined;
    if (text) {
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
    }
    if (!res.ok) {
      const env = (json as { error?: { code?: string; message?: string; fields?: Record<string, string> } } | undefined)?.error;
      const err = new ApiError(
        res.status,
        env?.code ?? 'http_' + res.status,
        env?.message || errorText.byStatus[res.status] || errorText.generic,
        env?.fields,
      );
      if (res.status === 401 && !opts.noAuthRedirect) onUnauthorized();
      throw err;
    }
    return json as T;
  } finally {
    loadingCounter.end();
  }
}

export const api = {
  get: <T>(path: string, query?: Query, opts?: Omit<RequestOptions, 'query'>) => request<T>('GET', path, { ...opts, query }),
  post: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('POST', path, { ...opts, body }),
  put: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PUT', path, { ...opts, body }),
  patch: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PATCH', path, { ...opts, body }),
  delete: <T = void>(path: string, opts?: RequestOptions) => request<T>('DELETE', path, opts),
};
