import type { FormInstance } from 'antd';
import { errorMessage, isApiError } from '../../app/api';

/** `variants.0.price` → ['variants', 0, 'price'] (antd's name path). */
export const toNamePath = (key: string): (string | number)[] => key.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));

/**
 * Puts a 422 answer's `fields` under their form fields. Returns the messages that match no
 * field of the form (and the whole-object `_` message) so the page can show them on top.
 * `fieldMap` renames server keys to form names (`logo_id` → `logo`).
 */
export function applyServerErrors(form: FormInstance, fields: Record<string, string>, fieldMap: Record<string, string> = {}): string[] {
  const registered = new Set(form.getFieldsError().map((f) => f.name.join('.')));
  const matched: { name: (string | number)[]; errors: string[] }[] = [];
  const rest: string[] = [];
  const seen = new Set<string>();
  for (const [serverKey, msg] of Object.entries(fields)) {
    const key = fieldMap[serverKey] ?? serverKey;
    if (key !== '_' && registered.has(key)) matched.push({ name: toNamePath(key), errors: [msg] });
    else if (!seen.has(msg)) rest.push(msg);
    seen.add(msg);
  }
  if (matched.length) {
    form.setFields(matched);
    form.scrollToField(matched[0]!.name, { block: 'center' });
  }
  return rest;
}

/**
 * A failed save in a dialog: a 422's field messages go under their fields; what is left (with the
 * error's own message) is returned for the dialog's alert, or null when every message landed.
 */
export function dialogError(form: FormInstance, e: unknown, fieldMap: Record<string, string> = {}): string | null {
  if (!isApiError(e) || !e.fields) return errorMessage(e);
  const rest = applyServerErrors(form, e.fields, fieldMap);
  return rest.length || Object.keys(e.fields).length === 0 ? [e.message, ...rest].join(' — ') : null;
}
