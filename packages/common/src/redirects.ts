/** The redirects editor's kinds and limits (no zod: the web reads them too). */
export const REDIRECT_MATCHES = ['exact', 'prefix', 'regex'] as const;
export type RedirectMatch = (typeof REDIRECT_MATCHES)[number];
export const REDIRECT_KINDS = [301, 302, 307, 410] as const;
export type RedirectKind = (typeof REDIRECT_KINDS)[number];
/** Longest source (a path or a regular expression) and target. */
export const REDIRECT_SOURCE_MAX = 500;
export const REDIRECT_TARGET_MAX = 2000;
/** Longest path the resolver and the tester look at: a longer one matches nothing (no regex runs on it). */
export const REDIRECT_PATH_MAX = 2048;
/** Most hops a chain of redirects may take. */
export const REDIRECT_CHAIN_MAX = 5;
/** Most lines of an imported .htaccess text. */
export const REDIRECT_IMPORT_MAX_LINES = 5000;


/** A rule as written: where it answers, where it sends, how; one shape for the server, the importer and the screen. */
export interface RedirectRuleInput {
  match: RedirectMatch;
  source: string;
  target: string | null;
  kind: RedirectKind;
  active: boolean;
  note: string | null;
}
/** A rule of the set, in its place. */
export interface RedirectRule extends RedirectRuleInput {
  id: number;
  position: number;
}
