import { z } from 'zod';
import { labels as L } from '../i18n/fa/labels';
import { extraValidation } from '../i18n/fa/validation';
import { isPermission } from '../permissions';
import { unitResource } from '../resources/unit.resource';
import { bool, id, int, optionalEmail, optionalMobile, optionalText, text } from './fields';

/** Contracts of the platform's resources: one schema per body, shared by the server and the forms. */

export const loginBody = z.strictObject({
  username: z.string().trim().min(1).max(100).meta({ title: L.login.username }),
  password: z.string().min(1).max(200).meta({ title: L.login.password }),
});

const password = (label: string) => z.string().min(8).max(128).meta({ title: label });

export const profileUpdate = z.strictObject({
  name: optionalText(L.profile.name, { max: 100 }),
  email: optionalEmail(L.profile.email),
  mobile: optionalMobile(L.profile.mobile),
  password: password(L.profile.password).optional(),
  current_password: z.string().max(128).meta({ title: L.profile.current_password }).optional(),
});

export const username = z
  .string()
  .trim()
  .min(2)
  .max(20)
  .regex(/^[a-zA-Z0-9_.-]+$/)
  .meta({ title: L.admin.username });

export const adminCreate = z.strictObject({
  username,
  name: optionalText(L.admin.name, { max: 100 }),
  email: optionalEmail(L.admin.email),
  mobile: optionalMobile(L.admin.mobile),
  password: password(L.admin.password),
  role_id: id(L.admin.role_id),
  status: bool(L.admin.status).optional(),
});
export const adminUpdate = adminCreate.partial();

export const roleCreate = z.strictObject({
  // Optional: without it the server names the role role-<n> (admins give only the Persian title).
  name: z.string().trim().min(2).max(100).regex(/^[a-zA-Z0-9_-]+$/).optional().meta({ title: L.role.name }),
  label: text(L.role.label, { min: 2, max: 100 }),
  permissions: z
    .array(z.string().refine(isPermission, { message: extraValidation.permission_in }))
    .max(1000)
    .meta({ title: L.role.permissions }),
});
export const roleUpdate = roleCreate.partial();

/** The unit precisions the server accepts: the unit definition's choices (units and colours are resource definitions, see resources/). */
export const UNIT_PRECISIONS = unitResource.fields.precision.values;

export const cityCreate = z.strictObject({
  province_id: id(L.city.province_id),
  name: text(L.city.name, { max: 100 }),
  status: bool(L.city.status).optional(),
  post_code: optionalText(L.city.post_code, { max: 20 }),
});

export const bulkIds = z.strictObject({ ids: z.array(z.number().int().positive()).min(1).max(100).meta({ title: L.common.ids }) });
