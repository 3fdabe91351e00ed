import { fieldLabels, permissionOf, type ResourceDef } from '../resource';
import { colorResource } from './color.resource';
import { customerRoleResource } from './customer-role.resource';
import { faqResource } from './faq.resource';
import { provinceResource } from './province.resource';
import { unitResource } from './unit.resource';

/**
 * Every resource built on the kit: the server registers their routes, the web their screens, and
 * the permission catalogue and audit labels read their names from here. One line per resource.
 */
export const RESOURCES: readonly ResourceDef<any>[] = [colorResource, unitResource, provinceResource, customerRoleResource, faqResource];

const byName = new Map(RESOURCES.map((r) => [r.name, r]));
/** The definition named `name` (a reference field's target), or undefined. */
export const resourceNamed = (name: string): ResourceDef<any> | undefined => byName.get(name);

/** Audit entity → the resource's Persian name. */
export const resourceEntityLabels: Record<string, string> = Object.fromEntries(RESOURCES.map((r) => [r.name, r.texts.one]));
/** Audit entity → field → Persian label. */
export const resourceFieldLabels: Record<string, Record<string, string>> = Object.fromEntries(RESOURCES.map((r) => [r.name, fieldLabels(r)]));
/** Permission resource → the Persian name of its permissions («مشاهده <many>»), unless the catalogue names a shared one (areas). */
export const resourcePermissionLabels: Record<string, string> = Object.fromEntries(RESOURCES.map((r) => [permissionOf(r), r.texts.many]));
