import type { RedirectKind, RedirectRule, RedirectRuleInput } from '@pishkhan/common/redirects';

export const REDIRECTS_API = '/api/admin/redirects';
/** The editor's permission; `read_htaccess` opens the screen read-only. */
export const WRITE = 'htaccess';
export const READ = 'read_htaccess';

export interface Redirect extends RedirectRule {
  hit_count: number;
  last_hit_at: string | null;
  created_at: string;
  updated_at: string;
}
export type RedirectInput = RedirectRuleInput;

export interface Hop {
  rule_id: number;
  from: string;
  status: RedirectKind;
  location: string | null;
  rule: Pick<Redirect, 'id' | 'match' | 'source' | 'target' | 'kind'> | null;
}
export interface TestResult {
  path: string;
  hops: Hop[];
  final: string | null;
  status: RedirectKind | null;
  loop: boolean;
  too_long: boolean;
}
export interface ImportLine {
  line: number;
  text: string;
  status: 'rule' | 'skipped' | 'error';
  rule?: RedirectInput;
  error?: string;
}
export interface ImportResult {
  lines: ImportLine[];
  valid: number;
  errors: number;
  created?: number;
}
export interface Version {
  id: number;
  reason: string;
  created_at: string;
  count: number;
  admin: { id: number; name: string } | null;
}
export type SnapshotRule = Omit<Redirect, 'hit_count' | 'last_hit_at' | 'created_at' | 'updated_at'>;
export interface DiffEntry {
  id: number;
  before: SnapshotRule | null;
  after: SnapshotRule | null;
  fields: string[];
}
export interface VersionDetail {
  id: number;
  rules: SnapshotRule[];
  diff: { added: DiffEntry[]; removed: DiffEntry[]; changed: DiffEntry[]; moved: number[] };
}
