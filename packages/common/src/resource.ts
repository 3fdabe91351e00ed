/**
 * One definition per resource: plain data (no zod, no React) that the server, the forms and the
 * lists all read. From a `ResourceDef` the platform derives
 * - the create/update validation schema (`resource-schema.ts`, zod, server and tests),
 * - the form's client rules (`resourceRules`, the same numbers, never restated by hand),
 * - the TypeScript row and input types the web uses (`RowOf`, `InputOf`),
 * - the permission entry (`read_<permission>` …), the audit entity and its field labels,
 * - the server routes (`resourceRoutes` in the server's lib) and the list and form pages
 *   (`ResourceListPage`, `ResourceFormPage` in the web kit).
 *
 * Write a definition with `defineResource({...})` in `resources/<name>.resource.ts`; its Persian
 * texts live in `i18n/fa` like every other text.
 *
 * A workflow (orders, the POS, products, shipping areas) is not a resource definition: it stays
 * hand-written on the same smaller pieces.
 */
import type { FeatureKey } from './features';
import type { PresentedLink } from './links';

/* ------------------------------------------------------------------ field kinds */

interface FieldBase {
  /** Persian label (validation messages, form label, column title, audit field label). */
  label: string;
  /** Must be sent on create (update is always partial). Default false. */
  required?: boolean;
  /** A help line under the input. */
  help?: string;
  /** `?q=` searches this field (fa_norm'ed, Arabic/Persian letters and digits folded). */
  search?: boolean;
  /** `?sort=<name>` / `-<name>` sorts by it (text sorts in Persian collation). */
  sort?: boolean;
  /** `?<name>=…` filters the list by it (status, enum, boolean, reference); a date or dateTime by a range, `?<name>_from=…&<name>_to=…`. */
  filter?: boolean;
  /** Shown in the list as a column unless the page chooses its own columns. Default: by kind. */
  list?: boolean;
  /** Never accepted from the client (the server sets it), still presented. */
  readOnly?: boolean;
}

export interface TextField extends FieldBase {
  kind: 'text';
  min?: number;
  max: number;
  /** A catalogue pattern the value must match (`color`: `#rgb`/`#rrggbb`/`#rrggbbaa`; `mobile` and `nationalCode` take Persian digits and are stored normalised; `url`: an `https://` address). */
  format?: 'email' | 'mobile' | 'nationalCode' | 'color' | 'url';
  /** Unique among rows (after fa_norm); a duplicate answers 409 on this field. */
  unique?: boolean;
  /** A new row's value in the form. */
  default?: string;
}
export interface LongTextField extends FieldBase {
  kind: 'longText';
  min?: number;
  max: number;
}
/**
 * The most HTML one rich-text field takes, in bytes (UTF-8) as sent, before sanitising: 1 MB. More is
 * refused with a Persian 422 naming the field; a resource with rich text accepts request bodies large
 * enough to carry it (the routes' body limit grows with its rich-text fields).
 */
export const RICH_TEXT_MAX_BYTES = 1024 * 1024;

/**
 * HTML written in the shared rich-text editor. The server sanitises it (allow-list) before storing:
 * the stored HTML is what the shop renders.
 */
export interface RichTextField extends FieldBase {
  kind: 'richText';
  /** Upper bound of the HTML's size in bytes (UTF-8) as sent; default and at most `RICH_TEXT_MAX_BYTES`. */
  maxBytes?: number;
}
export interface SlugField extends FieldBase {
  kind: 'slug';
  /** The field the slug is made from when it is left empty (Persian letters kept). */
  from: string;
  max: number;
}
export interface IntegerField extends FieldBase {
  kind: 'integer';
  min?: number;
  max?: number;
  default?: number;
}
export interface MoneyField extends FieldBase {
  kind: 'money';
  /** Toman; default 0. */
  min?: number;
  max?: number;
  default?: number;
}
export interface BooleanField extends FieldBase {
  kind: 'boolean';
  default?: boolean;
}
/** The row's on/off switch: a boolean that adds the status filter and the status column. */
export interface StatusField extends FieldBase {
  kind: 'status';
  default?: boolean;
}
/** Manual order: new rows go last; the resource gets `POST <path>/sort` with every id (in a group, when `groupBy` is set). */
export interface PositionField extends FieldBase {
  kind: 'position';
  /** Rows are ordered within each value of this field (a slide within its group): the sort lists every id of one group. */
  groupBy?: string;
}
/** `date`: a Jalali day stored as `YYYY-MM-DD`; `dateTime`: an instant (ISO, stored timestamptz). */
export interface DateField extends FieldBase {
  kind: 'date' | 'dateTime';
}
/** An uploaded picture: the field holds the media id (`logo_id`). */
export interface ImageField extends FieldBase {
  kind: 'image';
  /** Recommended size shown to the admin. */
  size?: { width: number; height: number };
}
/**
 * Rows of a table not built on the kit (products, admins): its list API (searched with `q`, read by
 * `ids`), its SQL table and the column that names a row.
 */
export interface ReferenceTarget {
  api: string;
  table: string;
  label: string;
}
export interface ReferenceField extends FieldBase {
  kind: 'reference';
  /** The resource name it points to (its definition's `name`). */
  resource: string;
  /** When the resource is not a definition: where its rows are. */
  target?: ReferenceTarget;
}
/** Several rows of another resource, stored as an integer array column. */
export interface ReferencesField extends FieldBase {
  kind: 'references';
  resource: string;
  target?: ReferenceTarget;
  max?: number;
}
/** An ordered list of short texts (a size chart type's column names), stored as a varchar array; no entry twice (either spelling of yeh and kaf). */
export interface TextListField extends FieldBase {
  kind: 'textList';
  /** The name of one entry in messages («نام ستون»). */
  itemLabel: string;
  /** Longest entry. */
  max: number;
  /** Most entries; `required` asks for at least one. */
  maxItems: number;
}
export interface EnumField extends FieldBase {
  kind: 'enum';
  values: readonly string[];
  /** Persian label per value. */
  labels: Readonly<Record<string, string>>;
  default?: string;
  /** The list's selected rows can be set to a value at once (`POST <api>/bulk-set`, one transaction). */
  bulk?: boolean;
}
/**
 * A storefront link (a free address, or a typed target: a product, a category, a post … or a type's
 * index page), stored as one jsonb column; validated by `linkSchema` and, on the server, against the
 * target's table. A target something links to is not deleted (see docs/links.md).
 */
export interface LinkField extends FieldBase {
  kind: 'link';
}
/** A list of short texts (tags), stored as a text array column; repeats dropped. */
export interface TagsField extends FieldBase {
  kind: 'tags';
  /** Most tags. */
  max: number;
  /** Longest tag. */
  maxLength: number;
}

export type FieldDef =
  | TextField
  | LongTextField
  | RichTextField
  | SlugField
  | IntegerField
  | MoneyField
  | BooleanField
  | StatusField
  | PositionField
  | DateField
  | ImageField
  | ReferenceField
  | ReferencesField
  | TextListField
  | EnumField
  | TagsField
  | LinkField;
export type FieldKind = FieldDef['kind'];

/* ------------------------------------------------------------------ the resource */

export interface ResourceTexts {
  /** Singular Persian name («واحد»): default messages are built from it. */
  one: string;
  /** Plural, the list's title («واحدها»). */
  many: string;
  /** Search box placeholder; default «جستجوی <many>». */
  searchPlaceholder?: string;
}

export interface ResourceDef<F extends Record<string, FieldDef> = Record<string, FieldDef>> {
  /** Singular snake_case name: the audit entity, the table's name stem, the web folder's stem. */
  name: string;
  /** Permission suffix as the spec spells it (`read_<permission>`); default `name`. */
  permission?: string;
  /** Admin API path, `/api/admin/<plural-kebab>`. */
  api: string;
  /** SQL table name; default the API path's last segment in snake_case. */
  table?: string;
  /** Web path under /admin, exactly as the menu spells it (`/unit`, `/post-categories`). */
  web: string;
  /** OpenAPI tag; default the API path's last segment. */
  tag?: string;
  feature?: FeatureKey;
  texts: ResourceTexts;
  fields: F;
  /** Default list order, e.g. `-created_at` or `position`; default `position` with a position field, else `-created_at`. */
  defaultSort?: string;
  /** What names a row to a person (title of the edit page, delete confirmation). */
  rowName: keyof F & string;
  /** The row also carries created_at / updated_at (default true). */
  timestamps?: boolean;
}

export function defineResource<const F extends Record<string, FieldDef>>(def: ResourceDef<F>): ResourceDef<F> {
  return def;
}

/* ------------------------------------------------------------------ derived types */

type ValueOf<D extends FieldDef> = D extends { kind: 'text' | 'longText' | 'richText' | 'slug' }
  ? string
  : D extends { kind: 'integer' | 'money' | 'position' }
    ? number
    : D extends { kind: 'boolean' | 'status' }
      ? boolean
      : D extends { kind: 'date' | 'dateTime' }
        ? string
        : D extends { kind: 'image' | 'reference' }
          ? number
          : D extends { kind: 'references' }
            ? number[]
            : D extends { kind: 'textList' | 'tags' }
              ? string[]
              : D extends { kind: 'enum'; values: readonly (infer V)[] }
                ? V
                : D extends { kind: 'link' }
                  ? PresentedLink
                  : never;

/** Fields that always hold a value (a column default covers an omitted one). */
type Nullable<D extends FieldDef, T> = D extends { required: true }
  ? T
  : D extends { kind: 'boolean' | 'status' | 'position' | 'references' | 'textList' | 'tags' | 'integer' | 'money' | 'enum' | 'slug' }
    ? T
    : T | null;

/** The row as the API presents it. */
export type RowOf<R extends ResourceDef<any>> = { id: number; created_at: string; updated_at: string } & {
  -readonly [K in keyof R['fields']]: Nullable<R['fields'][K], ValueOf<R['fields'][K]>>;
};

/** What a form sends (create; update sends any part of it). */
export type InputOf<R extends ResourceDef<any>> = {
  -readonly [K in keyof R['fields'] as R['fields'][K] extends { readOnly: true } | { kind: 'position' } ? never : K]?: Nullable<R['fields'][K], ValueOf<R['fields'][K]>>;
};

/* ------------------------------------------------------------------ helpers */

/** The `url` text format: an `https://host/…` address, no spaces (server and form alike). */
export const HTTPS_URL = /^https:\/\/[^\s/?#@]+\.[^\s/?#@]+(?:[/?#]\S*)?$/i;

/** A field the client may send (not read-only; positions change only through the sort route). */
export const isInputField = (f: FieldDef) => !f.readOnly && f.kind !== 'position';
/** The SQL table of a resource. */
export const tableOf = (r: ResourceDef<any>) => r.table ?? r.api.slice(r.api.lastIndexOf('/') + 1).replace(/-/g, '_');
export const defaultSortOf = (r: ResourceDef<any>) => r.defaultSort ?? (positionField(r) ? positionField(r)![0] : '-created_at');
/** The reorder route of a resource with a position field: `POST <api>/sort` with every id. */
export const sortPathOf = (r: ResourceDef<any>) => `${r.api}/sort`;
/** A field's default value for a new row's form (status and booleans on, numbers 0 unless set). */
export function defaultValueOf(f: FieldDef): unknown {
  if ('default' in f && f.default !== undefined) return f.default;
  if (f.kind === 'status') return true;
  if (f.kind === 'boolean') return false;
  if (f.kind === 'textList') return [];
  return undefined;
}

export const permissionOf = (r: ResourceDef<any>) => r.permission ?? r.name;
export const fieldEntries = (r: ResourceDef<any>) => Object.entries(r.fields) as [string, FieldDef][];
/** The field that orders rows by hand, if any. */
export const positionField = (r: ResourceDef<any>) => fieldEntries(r).find(([, f]) => f.kind === 'position');
/** Field name → Persian label (audit field labels, column titles). */
/** A `reference` field's row as presented beside its id: `post_category_id` → `post_category: { id, name }`. */
export const referenceNameOf = (field: string) => field.replace(/_id$/, '');
export const fieldLabels = (r: ResourceDef<any>): Record<string, string> => Object.fromEntries(fieldEntries(r).map(([k, f]) => [k, f.label]));
