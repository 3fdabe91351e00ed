import { htaccessLineErrors as E, redirectErrors } from '@pishkhan/common/i18n/fa/redirects';
import type { RedirectKind, RedirectMatch, RedirectRuleInput } from '@pishkhan/common/schemas/redirect.schema';
import { checkRule, regexOf, type RuleLike } from './redirect-rules';

/**
 * The .htaccess importer and the exporters (docs/api-redirects.md lists the subset). No maintained
 * parser exists, so this one reads a documented subset, line by line:
 *
 * - `Redirect [status] /path target` — a prefix rule (Apache's segment-wise match); status
 *   `permanent`/`301`, `temp`/`302` (the default), `307`, `gone`/`410` (no target);
 * - `RedirectMatch [status] regex target` — a regex rule (`$1`… kept); `^literal$` becomes exact;
 * - `RewriteRule pattern target [R=301,L]` — needs `R` (302) or `R=301|302|307`, or `G` (410, target
 *   `-`); flags `L`, `NC` (any case: `(?i)`), `QSA`, `NE` are accepted; the pattern is taken from the
 *   directory (`^old` → `^/old`), a relative target gets `RewriteBase`;
 * - `RewriteCond %{REQUEST_URI} pattern` (optionally `!` negated, `[NC]`), without groups, joins the
 *   next RewriteRule as a lookahead; any other condition (host, HTTPS…) is refused with its rule,
 *   so a rule never loses the condition that limited it;
 * - `RewriteEngine`, `RewriteBase`, `Options`, `<IfModule>`/`</IfModule>`, comments and blank lines
 *   are read without a rule. Anything else is an error on its line.
 */
export type ParsedRule = RedirectRuleInput;
export interface ParsedLine {
  line: number;
  text: string;
  status: 'rule' | 'skipped' | 'error';
  rule?: ParsedRule;
  error?: string;
}

const MAX_LINE = 4000;
const STATUS: Record<string, RedirectKind> = { permanent: 301, '301': 301, temp: 302, '302': 302, '307': 307, gone: 410, '410': 410 };
const SKIP = /^(options|directoryindex|errordocument|<\/?ifmodule|<\/?files|addtype|addhandler|header|setenv|rewriteoptions)\b/i;

/** Splits a line into words, honouring double quotes; null when a quote is left open. */
export function words(line: string): string[] | null {
  const out: string[] = [];
  const re = /\s*(?:"((?:[^"\\]|\\.)*)"|(\S+))/g;
  let m: RegExpExecArray | null;
  let rest = line;
  while ((m = re.exec(line)) && m[0].trim()) {
    if (m[1] !== undefined) out.push(m[1].replace(/\\(.)/g, '$1'));
    else {
      if (m[2]!.includes('"')) return null;
      out.push(m[2]!);
    }
    rest = line.slice(re.lastIndex);
  }
  return rest.trim() ? null : out;
}

/** A regex that only says `^/literal/path$` (escaped dots allowed), as its path; else null. */
export function literalOf(pattern: string): string | null {
  const m = /^\^(\/(?:[^\\^$.*+?()[\]{}|]|\\[./-])*)\$$/.exec(pattern);
  return m ? m[1]!.replace(/\\(.)/g, '$1') : null;
}

const isTarget = (t: string) => t.startsWith('/') || /^https?:\/\/[^\s/?#]+/i.test(t);

/** Reads an .htaccess text: one entry per non-empty line, with its rule or its Persian error. */
export function parseHtaccess(text: string): ParsedLine[] {
  const lines = text.split(/\r?\n/);
  const out: ParsedLine[] = [];
  let base = '/';
  let conds: { lookahead: string; line: number }[] = [];
  let condError: number | null = null;
  const err = (line: number, t: string, error: string) => out.push({ line, text: t, status: 'error', error });
  /** A condition read earlier turns out to have no rule after it: its own line becomes the error. */
  const orphan = (line: number) => {
    const entry = out.find((l) => l.line === line);
    if (entry) Object.assign(entry, { status: 'error', error: E.condWithoutRule });
    else err(line, lines[line - 1]!.trim(), E.condWithoutRule);
  };
  const finish = (line: number, t: string, rule: ParsedRule) => {
    const errors = checkRule(rule);
    const first = errors.source ?? errors.target;
    if (first) err(line, t, first === redirectErrors.regexUnsafe ? E.unsafeRegex : first);
    else out.push({ line, text: t, status: 'rule', rule });
  };
  lines.forEach((raw, i) => {
    const n = i + 1;
    const t = raw.trim();
    if (!t || t.startsWith('#')) return;
    if (t.length > MAX_LINE) return err(n, t.slice(0, 200), E.tooLong);
    if (SKIP.test(t)) return out.push({ line: n, text: t, status: 'skipped' });
    const w = words(t);
    if (!w) return err(n, t, E.quote);
    const directive = w[0]!.toLowerCase();
    const args = w.slice(1);
    if (directive !== 'rewritecond' && directive !== 'rewriterule' && (conds.length || condError !== null)) {
      // A condition must be followed by its rule.
      orphan(conds[0]?.line ?? condError!);
      conds = [];
      condError = null;
    }
    switch (directive) {
      case 'rewriteengine':
        return out.push({ line: n, text: t, status: 'skipped' });
      case 'rewritebase':
        if (!args[0]?.startsWith('/')) return err(n, t, E.sourceNotPath);
        base = args[0].endsWith('/') ? args[0] : `${args[0]}/`;
        return out.push({ line: n, text: t, status: 'skipped' });
      case 'redirect':
      case 'redirectpermanent':
      case 'redirecttemp': {
        let status: RedirectKind = directive === 'redirectpermanent' ? 301 : 302;
        let a = args;
        if (directive === 'redirect' && a[0] && !a[0].startsWith('/')) {
          const s = STATUS[a[0].toLowerCase()];
          if (!s) return err(n, t, E.badStatus(a[0]));
          status = s;
          a = a.slice(1);
        }
        if (!a[0]) return err(n, t, E.missingArgs);
        if (!a[0].startsWith('/')) return err(n, t, E.sourceNotPath);
        if (status === 410) {
          if (a.length > 1) return err(n, t, E.goneWithTarget);
          return finish(n, t, { match: 'prefix', source: a[0], target: null, kind: 410, active: true, note: null });
        }
        if (a.length !== 2) return err(n, t, E.missingArgs);
        if (!isTarget(a[1]!)) return err(n, t, E.badTarget);
        return finish(n, t, { match: 'prefix', source: a[0], target: a[1]!, kind: status, active: true, note: null });
      }
      case 'redirectmatch': {
        let status: RedirectKind = 302;
        let a = args;
        if (a.length >= 2 && STATUS[a[0]!.toLowerCase()]) {
          status = STATUS[a[0]!.toLowerCase()]!;
          a = a.slice(1);
        } else if (a.length === 3 || (a.length === 2 && /^\d+$/.test(a[0]!))) return err(n, t, E.badStatus(a[0]!));
        if (!a[0]) return err(n, t, E.missingArgs);
        if (status === 410 && a.length > 1) return err(n, t, E.goneWithTarget);
        if (status !== 410 && a.length !== 2) return err(n, t, E.missingArgs);
        if (status !== 410 && !isTarget(a[1]!)) return err(n, t, E.badTarget);
        const literal = literalOf(a[0]);
        const target = status === 410 ? null : a[1]!;
        if (literal && !/\$\d/.test(target ?? '')) return finish(n, t, { match: 'exact', source: literal, target, kind: status, active: true, note: null });
        return finish(n, t, { match: 'regex', source: a[0], target, kind: status, active: true, note: null });
      }
      case 'rewritecond': {
        const [variable, pattern, flags] = args;
        if (!variable || !pattern) {
          condError ??= n;
          return err(n, t, E.missingArgs);
        }
        const f = (flags ?? '').replace(/^\[|\]$/g, '').split(',').map((x) => x.trim().toUpperCase()).filter(Boolean);
        if (f.includes('OR')) {
          condError ??= n;
          return err(n, t, E.condOr);
        }
        const negated = pattern.startsWith('!');
        const body = negated ? pattern.slice(1) : pattern;
        const simple = variable.toUpperCase() === '%{REQUEST_URI}' && f.every((x) => x === 'NC') && !/\((?!\?)/.test(body);
        if (!simple) {
          condError ??= n;
          return err(n, t, E.condUnsupported);
        }
        try {
          regexOf(body);
        } catch (e) {
          condError ??= n;
          return err(n, t, E.badRegex((e as Error).message));
        }
        const anchored = body.startsWith('^') ? body.slice(1) : `.*?${body}`;
        conds.push({ lookahead: `(?${negated ? '!' : '='}${anchored})`, line: n });
        return out.push({ line: n, text: t, status: 'skipped' });
      }
      case 'rewriterule': {
        const pending = conds;
        const failed = condError;
        conds = [];
        condError = null;
        if (failed !== null) return err(n, t, E.condUnsupported);
        const [pattern, subst, flagText] = args;
        if (!pattern || !subst || args.length > 3) return err(n, t, E.missingArgs);
        const flags = (flagText ?? '').replace(/^\[|\]$/g, '').split(',').map((x) => x.trim()).filter(Boolean);
        let status: RedirectKind | null = null;
        let nc = false;
        for (const flag of flags) {
          const [k, v] = flag.split('=') as [string, string | undefined];
          const key = k.toUpperCase();
          if (key === 'R' || key === 'REDIRECT') {
            const s = v === undefined ? 302 : STATUS[v.toLowerCase()];
            if (!s || s === 410) return err(n, t, E.badStatus(v ?? ''));
            status = s;
          } else if (key === 'G' || key === 'GONE') status = 410;
          else if (key === 'NC' || key === 'NOCASE') nc = true;
          else if (!['L', 'LAST', 'QSA', 'QSAPPEND', 'NE', 'NOESCAPE', 'END'].includes(key)) return err(n, t, E.unknownFlag(flag));
        }
        if (status === null) return err(n, t, E.notRedirect);
        // The pattern is matched against the path without the directory's leading slash.
        let path = pattern.startsWith('^/') || pattern.startsWith('/') ? pattern : pattern.startsWith('^') ? `^/${pattern.slice(1)}` : pattern;
        if (pending.length) {
          if (!path.startsWith('^')) return err(n, t, E.condUnsupported);
          path = `^${pending.map((c) => c.lookahead).join('')}${path.slice(1)}`;
        }
        if (nc) path = `(?i)${path}`;
        let target: string | null = null;
        if (status !== 410) {
          if (subst === '-') return err(n, t, E.badTarget);
          if (/%\d/.test(subst)) return err(n, t, E.condUnsupported);
          target = isTarget(subst) ? subst : `${base}${subst}`;
        } else if (subst !== '-') return err(n, t, E.goneWithTarget);
        const literal = nc || pending.length ? null : literalOf(path);
        if (literal && !/\$\d/.test(target ?? '')) return finish(n, t, { match: 'exact', source: literal, target, kind: status, active: true, note: null });
        return finish(n, t, { match: 'regex', source: path, target, kind: status, active: true, note: null });
      }
      default:
        return err(n, t, E.unknownDirective(w[0]!));
    }
  });
  if (conds.length || condError !== null) orphan(conds[0]?.line ?? condError!);
  return out.sort((a, b) => a.line - b.line);
}

/* ------------------------------------------------------------------ export */

const escapeRegex = (s: string) => s.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');
const quoteApache = (s: string) => (/[\s"]/.test(s) ? `"${s.replace(/(["\\])/g, '\\$1')}"` : s);

/** The rules as an .htaccess text (mod_alias only: Redirect and RedirectMatch, in order; inactive rules as comments). */
export function toHtaccess(rules: readonly (RuleLike & { note?: string | null })[]): string {
  const out = ['# Redirects exported from Pishkhan: first matching rule wins.', ''];
  for (const r of rules) {
    if (r.note) out.push(`# ${r.note.replace(/\s+/g, ' ')}`);
    const status = r.kind === 410 ? 'gone' : String(r.kind);
    let line: string;
    if (r.match === 'prefix') line = `Redirect ${status} ${quoteApache(r.source)}`;
    else line = `RedirectMatch ${status} ${quoteApache(r.match === 'exact' ? `^${escapeRegex(r.source)}$` : r.source)}`;
    if (r.kind !== 410 && r.target) line += ` ${quoteApache(r.target)}`;
    out.push(r.active ? line : `# ${line}`);
  }
  return `${out.join('\n')}\n`;
}

// nginx keeps a backslash before any character but a quote, a backslash and t/r/n: only those are escaped.
const quoteNginx = (s: string) => {
  const escaped = s.replace(/\\(?=[\\"'trn])/g, '\\\\');
  return /[\s;{}"'#]/.test(s) ? `"${escaped.replace(/"/g, '\\"')}"` : escaped;
};

/**
 * The active rules as two nginx maps on `$uri` (all as regular expressions, so nginx tries them in
 * this order like the shop does): `$redirect_target` and `$redirect_code`, with the server lines to use them.
 */
export function toNginxMap(rules: readonly RuleLike[]): string {
  const targets: string[] = [];
  const codes: string[] = [];
  for (const r of rules) {
    if (!r.active) continue;
    let key: string;
    let target = r.target ?? '';
    if (r.match === 'exact') key = `~^${escapeRegex(r.source)}$`;
    else if (r.match === 'prefix') {
      const base = r.source.endsWith('/') ? r.source.slice(0, -1) : r.source;
      key = `~^${escapeRegex(base)}(?<pishkhan_rest>/.*)?$`;
      if (target) target = `${target.endsWith('/') ? target.slice(0, -1) : target}$pishkhan_rest`;
    } else key = r.source.startsWith('(?i)') ? `~*${r.source.slice(4)}` : `~${r.source}`;
    if (r.kind !== 410) targets.push(`    ${quoteNginx(key)} ${quoteNginx(target)};`);
    codes.push(`    ${quoteNginx(key)} ${r.kind};`);
  }
  return [
    '# Redirects exported from Pishkhan. In the http block:',
    'map $uri $redirect_target {',
    '    default "";',
    ...targets,
    '}',
    'map $uri $redirect_code {',
    '    default 0;',
    ...codes,
    '}',
    '# In the server block:',
    '#   if ($redirect_code = 410) { return 410; }',
    '#   if ($redirect_code = 301) { return 301 $redirect_target$is_args$args; }',
    '#   if ($redirect_code = 302) { return 302 $redirect_target$is_args$args; }',
    '#   if ($redirect_code = 307) { return 307 $redirect_target$is_args$args; }',
    '',
  ].join('\n');
}
