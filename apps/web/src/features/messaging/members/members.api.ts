export const MEMBERS_API = '/api/admin/newsletter-members';
export const MEMBERS_IMPORT_PREVIEW_API = `${MEMBERS_API}/import/preview`;
export const MEMBERS_IMPORT_API = `${MEMBERS_API}/import`;

/** Which column of the file holds what (indexes; null = none). */
export interface ImportMapping {
  email: number | null;
  mobile: number | null;
  name: number | null;
}
export interface ImportPreview {
  headers: string[];
  rows: number;
  sample: { row: number; cells: string[] }[];
  mapping: ImportMapping;
}
export interface ImportReport {
  added: number;
  skipped: number;
  errors: { row: number; value: string; reason: string }[];
}
