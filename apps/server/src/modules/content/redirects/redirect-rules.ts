import safeRegex from 'safe-regex2';
import { redirectErrors as E } from '@pishkhan/common/i18n/fa/redirects';
import { REDIRECT_CHAIN_MAX, REDIRECT_PATH_MAX, type RedirectKind, type RedirectMatch, type RedirectRule } from '@pishkhan/common/schemas/redirect.schema';

/**
 * The rules of the redirects editor, without the database: checking one rule, matching a path
 * (first active rule wins), following a chain, and the set's loops, long chains and shadowed rules.
 *
 * Sources: `exact` (the path itself), `prefix` (Apache's `Redirect`: the path or anything below it,
 * segment by segment; the rest is appended to the target), `regex` (a JavaScript regular expression
 * on the path, `(?i)` at its start for any case; `$1`…`$9` in the target take its groups). The query
 * string never takes part in matching; it is kept on the target unless the target has its own.
 */
export type RuleLike = Pick<RedirectRule, 'id' | 'match' | 'source' | 'target' | 'kind' | 'active'>;

export interface Compiled<R extends RuleLike = RuleLike> {
  rule: R;
  index: number;
  /** The groups ([whole, $1 …]) when the path matches, else null. */
  test: (path: string) => readonly string[] | null;
}

const CASE_FLAG = '(?i)';
/** A regex source as a RegExp (`(?i)` at the start: any case). Throws on a bad pattern. */
export function regexOf(source: string): RegExp {
  return source.startsWith(CASE_FLAG) ? new RegExp(source.slice(CASE_FLAG.length), 'i') : new RegExp(source);
}
const groupCount = (re: RegExp) => (new RegExp(`${re.source}|`).exec('') as RegExpExecArray).length - 1;

/** The field errors of one rule (Persian), empty when it can be saved. */
export function checkRule(r: Pick<RuleLike, 'match' | 'source' | 'target' | 'kind'>): Record<string, string> {
  const errors: Record<string, string> = {};
  let groups = 0;
  if (!r.source) errors.source = E.sourceRequired;
  else if (/\s/.test(r.source)) errors.source = E.sourceSpaces;
  else if (r.match === 'regex') {
    try {
      const re = regexOf(r.source);
      groups = groupCount(re);
      // A pattern with nested repetition can take exponential time on a crafted path: refused on save.
      if (!safeRegex(re)) errors.source = E.regexUnsafe;
    } catch (e) {
      errors.source = E.regexInvalid(String((e as Error).message).replace(/^Invalid regular expression: /, ''));
    }
  } else if (!r.source.startsWith('/')) errors.source = E.sourceSlash;
  if (r.kind === 410) {
    if (r.target) errors.target = E.targetNotAllowed;
  } else if (!r.target) errors.target = E.targetRequired;
  else if (/\s/.test(r.target) || !(r.target.startsWith('/') || /^https?:\/\/[^\s/?#]+/i.test(r.target))) errors.target = E.targetInvalid;
  else {
    const refs = [...r.target.matchAll(/\$(\d)/g)].map((m) => Number(m[1]));
    if (refs.length && r.match !== 'regex') errors.target = E.groupsOnlyRegex;
    else if (!errors.source) {
      const missing = refs.find((n) => n > groups);
      if (missing !== undefined) errors.target = E.groupMissing(missing);
    }
  }
  return errors;
}

/** Compiles the rules in their order (inactive ones and ones that no longer compile are left out). */
export function compileRules<R extends RuleLike>(rules: readonly R[]): Compiled<R>[] {
  const out: Compiled<R>[] = [];
  rules.forEach((rule, index) => {
    if (!rule.active) return;
    if (rule.match === 'exact') out.push({ rule, index, test: (p) => (p === rule.source ? [p] : null) });
    else if (rule.match === 'prefix') {
      const base = rule.source.endsWith('/') ? rule.source : `${rule.source}/`;
      out.push({ rule, index, test: (p) => (p === rule.source || p.startsWith(base) ? [p, p.slice(rule.source.length)] : null) });
    } else {
      let re: RegExp;
      try {
        re = regexOf(rule.source);
      } catch {
        return;
      }
      out.push({ rule, index, test: (p) => re.exec(p) });
    }
  });
  return out;
}

/** A compiled set with the exact paths in a map: the first answering rule without trying each one. */
export class RuleSet<R extends RuleLike = RuleLike> {
  readonly compiled: Compiled<R>[];
  private exact = new Map<string, Compiled<R>>();
  private others: Compiled<R>[];
  constructor(rules: readonly R[]) {
    this.compiled = compileRules(rules);
    for (const c of this.compiled) if (c.rule.match === 'exact' && !this.exact.has(c.rule.source)) this.exact.set(c.rule.source, c);
    this.others = this.compiled.filter((c) => c.rule.match !== 'exact');
  }
  /** The first active rule answering the path (without its query), with its groups. */
  first(path: string): { c: Compiled<R>; groups: readonly string[] } | null {
    if (path.length > REDIRECT_PATH_MAX) return null;
    const exact = this.exact.get(path);
    for (const c of this.others) {
      if (exact && c.index > exact.index) break;
      const g = c.test(path);
      if (g) return { c, groups: g };
    }
    return exact ? { c: exact, groups: [path] } : null;
  }
}

/** The address a rule sends a path to (null for 410), its query string kept unless the target has one. */
export function targetOf(rule: RuleLike, groups: readonly string[], query: string): string | null {
  if (rule.kind === 410 || !rule.target) return null;
  let to = rule.target;
  if (rule.match === 'prefix') {
    const rest = groups[1] ?? '';
    to = to.endsWith('/') && rest.startsWith('/') ? to + rest.slice(1) : to + rest;
  } else if (rule.match === 'regex') to = to.replace(/\$(\d)/g, (_, n: string) => groups[Number(n)] ?? '');
  return query && !to.includes('?') ? `${to}?${query}` : to;
}

export const splitQuery = (url: string): [string, string] => {
  const cut = url.search(/[?#]/);
  if (cut < 0) return [url, ''];
  const path = url.slice(0, cut);
  const q = url[cut] === '?' ? url.slice(cut + 1).split('#')[0]! : '';
  return [path, q];
};

/** A URL the tester or the storefront sends, as the path to match: an absolute URL's path, at least `/`. */
export function pathOf(input: string): string {
  let s = input.trim();
  const abs = /^https?:\/\/[^/?#]*/i.exec(s);
  if (abs) s = s.slice(abs[0].length);
  return s.startsWith('/') ? s : `/${s}`;
}

export interface Hop {
  rule_id: number;
  from: string;
  status: RedirectKind;
  location: string | null;
}
export interface Followed {
  hops: Hop[];
  /** Where it ends: the last location (null when nothing answered or the last answer is 410). */
  final: string | null;
  status: RedirectKind | null;
  loop: boolean;
  too_long: boolean;
}

const isLocal = (to: string) => to.startsWith('/');

/** Follows the rules from a URL: each local target is matched again, until no rule answers, an outside address, 410, a loop or more than `max` hops. */
export function follow<R extends RuleLike>(set: RuleSet<R>, url: string, max = REDIRECT_CHAIN_MAX): Followed {
  const hops: Hop[] = [];
  const seen = new Set<string>();
  let current = pathOf(url);
  let loop = false;
  let tooLong = false;
  for (;;) {
    const [path, query] = splitQuery(current);
    seen.add(path);
    const hit = set.first(path);
    if (!hit) break;
    const location = targetOf(hit.c.rule, hit.groups, query);
    hops.push({ rule_id: hit.c.rule.id, from: current, status: hit.c.rule.kind, location });
    if (hops.length > max) {
      tooLong = true;
      break;
    }
    if (!location || !isLocal(location)) break;
    if (seen.has(splitQuery(location)[0])) {
      loop = true;
      break;
    }
    current = location;
  }
  const last = hops.at(-1);
  return { hops, final: last?.location ?? null, status: last?.status ?? null, loop, too_long: tooLong };
}

export interface SetProblem {
  rule_id: number;
  kind: 'loop' | 'chain';
  path: string;
}

/** Paths a rule surely answers when nothing before it does: an exact or prefix source; a regex rule's own target. */
function probesOf(r: RuleLike): string[] {
  if (r.match !== 'regex') return [r.source];
  return [];
}

/**
 * Loops and chains longer than `REDIRECT_CHAIN_MAX` in the set: followed from every exact or prefix
 * source, and from the target of every regex rule (a target without `$n`), which counts as one hop.
 */
export function problemsOf<R extends RuleLike>(rules: readonly R[], set = new RuleSet(rules)): SetProblem[] {
  const problems: SetProblem[] = [];
  for (const c of set.compiled) {
    const r = c.rule;
    for (const probe of probesOf(r)) {
      const f = follow(set, probe);
      if (f.loop) problems.push({ rule_id: r.id, kind: 'loop', path: probe });
      else if (f.too_long) problems.push({ rule_id: r.id, kind: 'chain', path: probe });
    }
    if (r.match === 'regex' && r.target && isLocal(r.target) && !/\$\d/.test(r.target) && r.kind !== 410) {
      const [to] = splitQuery(r.target);
      const f = follow(set, to, REDIRECT_CHAIN_MAX - 1);
      if (f.loop) problems.push({ rule_id: r.id, kind: 'loop', path: to });
      else if (f.too_long) problems.push({ rule_id: r.id, kind: 'chain', path: to });
    }
  }
  return problems;
}

/**
 * Rules that an earlier active rule answers before them: an exact path an earlier rule matches; a
 * prefix an earlier prefix covers (or an earlier rule answers its base path and everything below it);
 * a regex written the same way earlier. A warning, never a refusal.
 */
export function shadowsOf<R extends RuleLike>(rules: readonly R[]): { rule_id: number; by: number }[] {
  const out: { rule_id: number; by: number }[] = [];
  const compiled = compileRules(rules);
  compiled.forEach((c, i) => {
    const r = c.rule;
    for (const a of compiled.slice(0, i)) {
      const ar = a.rule;
      let shadowed = false;
      if (r.match === 'exact') shadowed = !!a.test(r.source);
      else if (r.match === 'prefix') shadowed = ar.match === 'prefix' ? !!a.test(r.source) : ar.match === 'regex' && ar.source === '^/';
      else shadowed = ar.match === 'regex' && ar.source === r.source;
      if (shadowed) {
        out.push({ rule_id: r.id, by: ar.id });
        break;
      }
    }
  });
  return out;
}
