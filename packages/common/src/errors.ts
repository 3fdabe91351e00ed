/**
 * The API's error keys: each is the `code` of the error envelope (docs/errors.md) and names one
 * Persian sentence (i18n/fa/errors.ts). A key's parameters are typed here. `entity` and `by` name an
 * entity (`color`, `product`, `variant`…) and are shown by its Persian label; `field` is a field's
 * Persian label; numbers are shown in Persian digits.
 */
export interface ErrorParams {
  bad_request: void;
  malformed_json: void;
  event_stream_only: void;
  unauthenticated: void;
  session_expired: void;
  account_disabled: void;
  forbidden: void;
  csrf: void;
  /** A row that does not exist (or a bad id in the path); without `entity`, "the item asked for". */
  not_found: { entity?: string };
  route_not_found: void;
  conflict: void;
  /** A unique value taken by another row. */
  duplicate: { field: string };
  /** A row others still use: "this {entity} is used in {count} {by}"; without `count`, in general. */
  in_use: { entity?: string; count?: number; by?: string; assigned?: boolean };
  /** An export past its row limit; `entity`: what its rows are (default: rows). */
  export_too_large: { max: number; entity?: string };
  too_large: void;
  unsupported_media: void;
  validation: void;
  rate_limited: void;
  server_error: void;
  database_unavailable: void;
  bad_credentials: void;
  wrong_current_password: void;
  current_password_required: void;
  cannot_delete_self: void;
  cannot_disable_self: void;
  last_super_admin: void;
  cannot_manage_super: void;
  cannot_manage_richer: void;
  cannot_grant_more: void;
  super_role_locked: void;
  province_has_cities: { count: number };
  upload_required: void;
  upload_not_image: void;
  upload_too_large: { size: number };
  unknown_setting_group: void;
  /** Canceling a background task that already finished. */
  task_finished: void;
  /** The file of a background export that has not been written yet (or failed). */
  export_not_ready: void;
  /** The file of a background export past its keeping time (deleted). */
  export_expired: void;
}

export type ErrorKey = keyof ErrorParams;
/** The parameters a key takes (`[]` when it takes none, so `errorMessage('forbidden')` needs no object). */
export type ErrorArgs<K extends ErrorKey> = ErrorParams[K] extends void ? [] : {} extends ErrorParams[K] ? [params?: ErrorParams[K]] : [params: ErrorParams[K]];

/**
 * The class of an error by its HTTP status, for a client that only needs to know the kind of refusal
 * (the key says exactly which).
 */
export function errorClass(status: number): string {
  if (status === 400) return 'bad_request';
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 409) return 'conflict';
  if (status === 413) return 'too_large';
  if (status === 415) return 'unsupported_media';
  if (status === 422) return 'validation';
  if (status === 429) return 'rate_limited';
  return status >= 500 ? 'server_error' : 'bad_request';
}
