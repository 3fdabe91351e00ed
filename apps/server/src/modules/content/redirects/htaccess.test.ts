import { describe, expect, it } from 'vitest';
import { htaccessLineErrors as E, redirectErrors } from '@pishkhan/common/i18n/fa/redirects';
import { literalOf, parseHtaccess, toHtaccess, toNginxMap, words } from './htaccess';
import { checkRule, follow, problemsOf, RuleSet, shadowsOf, type RuleLike } from './redirect-rules';

const one = (line: string) => {
  const out = parseHtaccess(line);
  expect(out).toHaveLength(1);
  return out[0]!;
};
const rule = (line: string) => {
  const l = one(line);
  expect(l.error, line).toBeUndefined();
  expect(l.status).toBe('rule');
  return l.rule!;
};

describe('the .htaccess importer, line by line', () => {
  it('reads Redirect as a prefix rule with its status words and numbers', () => {
    expect(rule('Redirect /old /new')).toMatchObject({ match: 'prefix', source: '/old', target: '/new', kind: 302 });
    expect(rule('Redirect 301 /old https://example.com/new')).toMatchObject({ match: 'prefix', target: 'https://example.com/new', kind: 301 });
    expect(rule('Redirect permanent /a /b').kind).toBe(301);
    expect(rule('Redirect temp /a /b').kind).toBe(302);
    expect(rule('Redirect 307 /a /b').kind).toBe(307);
    expect(rule('RedirectPermanent /a /b').kind).toBe(301);
    expect(rule('RedirectTemp /a /b').kind).toBe(302);
    expect(rule('Redirect gone /dead')).toMatchObject({ kind: 410, target: null, source: '/dead' });
    expect(rule('Redirect 410 /dead')).toMatchObject({ kind: 410, target: null });
    expect(rule('redirect 301 "/quoted" /x')).toMatchObject({ source: '/quoted' });
    expect(one('redirect 301 "/with space" /x').error).toBe(redirectErrors.sourceSpaces);
  });

  it('reads RedirectMatch as a regex rule, a plain literal as an exact path', () => {
    expect(rule('RedirectMatch 301 ^/blog/(\\d+)/(.*)$ /news/$1/$2')).toMatchObject({ match: 'regex', source: '^/blog/(\\d+)/(.*)$', target: '/news/$1/$2', kind: 301 });
    expect(rule('RedirectMatch 301 ^/about\\.html$ /about')).toMatchObject({ match: 'exact', source: '/about.html', target: '/about' });
    expect(rule('RedirectMatch ^/x$ /y').kind).toBe(302);
    expect(rule('RedirectMatch gone ^/old-(.*)$')).toMatchObject({ match: 'regex', kind: 410, target: null });
  });

  it('reads RewriteRule with R and L flags, NC, G, RewriteBase and relative targets', () => {
    expect(rule('RewriteRule ^old/(.*)$ /new/$1 [R=301,L]')).toMatchObject({ match: 'regex', source: '^/old/(.*)$', target: '/new/$1', kind: 301 });
    expect(rule('RewriteRule ^shop$ https://shop.example.com/ [R,L]')).toMatchObject({ match: 'exact', source: '/shop', kind: 302 });
    expect(rule('RewriteRule ^a/(.*)$ /b/$1 [R=307,L,QSA]').kind).toBe(307);
    expect(rule('RewriteRule ^A/(.*)$ /b/$1 [NC,R=301,L]')).toMatchObject({ source: '(?i)^/A/(.*)$' });
    expect(rule('RewriteRule ^gone-page$ - [G]')).toMatchObject({ match: 'exact', source: '/gone-page', kind: 410, target: null });
    const based = parseHtaccess('RewriteBase /fa/\nRewriteRule ^x/(.*)$ y/$1 [R=301,L]');
    expect(based.map((l) => l.status)).toEqual(['skipped', 'rule']);
    expect(based[1]!.rule).toMatchObject({ target: '/fa/y/$1' });
  });

  it('joins a simple RewriteCond on the path to its rule, and refuses the rule of a condition it cannot keep', () => {
    const cond = parseHtaccess('RewriteCond %{REQUEST_URI} !^/keep\nRewriteRule ^(.*)\\.php$ /$1 [R=301,L]');
    expect(cond.map((l) => l.status)).toEqual(['skipped', 'rule']);
    expect(cond[1]!.rule!.source).toBe('^(?!/keep)/(.*)\\.php$');
    const set = new RuleSet([{ id: 1, ...cond[1]!.rule! }]);
    expect(follow(set, '/a.php').final).toBe('/a');
    expect(follow(set, '/keep/a.php').hops).toHaveLength(0);
    const host = parseHtaccess('RewriteCond %{HTTP_HOST} !^www\\.\nRewriteRule ^(.*)$ https://www.example.com/$1 [R=301,L]');
    expect(host.map((l) => [l.line, l.status, l.error])).toEqual([
      [1, 'error', E.condUnsupported],
      [2, 'error', E.condUnsupported],
    ]);
    expect(parseHtaccess('RewriteCond %{REQUEST_URI} ^/a [OR]\nRewriteRule ^b$ /c [R,L]').map((l) => l.error)).toEqual([E.condOr, E.condUnsupported]);
    expect(parseHtaccess('RewriteCond %{REQUEST_URI} ^/a\nRedirect /x /y').map((l) => [l.line, l.error ?? l.status])).toEqual([
      [1, E.condWithoutRule],
      [2, 'rule'],
    ]);
    expect(parseHtaccess('RewriteCond %{REQUEST_URI} ^/a').map((l) => l.error)).toEqual([E.condWithoutRule]);
  });

  it('gives a Persian error for each line it cannot read, and skips comments and known harmless lines', () => {
    expect(one('Header set X-Frame-Options DENY').status).toBe('skipped');
    expect(one('Options -Indexes').status).toBe('skipped');
    expect(one('<IfModule mod_rewrite.c>').status).toBe('skipped');
    expect(one('RewriteEngine On').status).toBe('skipped');
    expect(parseHtaccess('# a comment\n\n   \n')).toEqual([]);
    expect(one('Foo /a /b').error).toBe(E.unknownDirective('Foo'));
    expect(one('Redirect 303 /a /b').error).toBe(E.badStatus('303'));
    expect(one('Redirect 301 /a').error).toBe(E.missingArgs);
    expect(one('Redirect 301 a /b').error).toBe(E.sourceNotPath);
    expect(one('Redirect 301 /a b').error).toBe(E.badTarget);
    expect(one('Redirect gone /a /b').error).toBe(E.goneWithTarget);
    expect(one('Redirect 301 "/a /b').error).toBe(E.quote);
    expect(one('RewriteRule ^a$ /b [L]').error).toBe(E.notRedirect);
    expect(one('RewriteRule ^a$ /b [R=301,P]').error).toBe(E.unknownFlag('P'));
    expect(one('RewriteRule ^a$ /b%1 [R=301]').error).toBe(E.condUnsupported);
    expect(one('RedirectMatch 301 ^/(a$ /b').error).toMatch(/^عبارت باقاعده نامعتبر است/);
    expect(one('RedirectMatch 301 ^/(a+)+$ /b').error).toBe(E.unsafeRegex);
    expect(one('RedirectMatch 301 ^/a$ /b/$1').error).toBe(redirectErrors.groupMissing(1));
    expect(one(`Redirect /a /${'b'.repeat(5000)}`).error).toBe(E.tooLong);
  });

  it('numbers the lines as the text does, valid and invalid mixed', () => {
    const text = ['RewriteEngine On', '# old blog', 'Redirect 301 /blog /news', 'garbage here', '', 'RedirectMatch 301 ^/p/(\\d+)$ /product/$1'].join('\r\n');
    expect(parseHtaccess(text).map((l) => [l.line, l.status])).toEqual([
      [1, 'skipped'],
      [3, 'rule'],
      [4, 'error'],
      [6, 'rule'],
    ]);
  });

  it('splits words with quotes and recognises literal patterns', () => {
    expect(words('Redirect 301 "/a b" /c')).toEqual(['Redirect', '301', '/a b', '/c']);
    expect(words('Redirect "/a')).toBeNull();
    expect(literalOf('^/a\\.html$')).toBe('/a.html');
    expect(literalOf('^/a/(.*)$')).toBeNull();
    expect(literalOf('/a')).toBeNull();
  });
});

const R = (id: number, match: RuleLike['match'], source: string, target: string | null, kind: RuleLike['kind'] = 301, active = true): RuleLike & { note: string | null } => ({ id, match, source, target, kind, active, note: null });

describe('exports', () => {
  const rules = [
    R(1, 'exact', '/about.html', '/about'),
    R(2, 'prefix', '/blog', '/news', 302),
    R(3, 'regex', '^/p/(\\d+)$', '/product/$1'),
    R(4, 'exact', '/dead', null, 410),
    R(5, 'exact', '/off', '/on', 301, false),
    { ...R(6, 'regex', '(?i)^/Shop/(.*)$', 'https://shop.example.com/$1', 307), note: 'old shop' },
  ];

  it('writes an .htaccess text that reads back to the same rules (inactive ones as comments)', () => {
    const text = toHtaccess(rules);
    expect(text).toContain('RedirectMatch 301 ^/about\\.html$ /about');
    expect(text).toContain('Redirect 302 /blog /news');
    expect(text).toContain('RedirectMatch gone ^/dead$');
    expect(text).toContain('# RedirectMatch 301 ^/off$ /on');
    expect(text).toContain('# old shop');
    const back = parseHtaccess(text).filter((l) => l.status === 'rule').map((l) => l.rule!);
    expect(back.map(({ match, source, target, kind }) => ({ match, source, target, kind }))).toEqual(
      rules.filter((r) => r.active).map(({ match, source, target, kind }) => ({ match, source, target, kind })),
    );
  });

  it('writes nginx maps in the same order, all as regular expressions', () => {
    const text = toNginxMap(rules);
    expect(text).toContain('map $uri $redirect_target {');
    expect(text).toContain('~^/about\\.html$ /about;');
    expect(text).toContain('~^/blog(?<pishkhan_rest>/.*)?$ /news$pishkhan_rest;');
    expect(text).toContain('~^/p/(\\d+)$ /product/$1;');
    expect(text).toContain('~*^/Shop/(.*)$ https://shop.example.com/$1;');
    expect(text).toContain('~^/dead$ 410;');
    expect(text).not.toContain('/off');
    expect(text.indexOf('/about')).toBeLessThan(text.indexOf('/blog'));
  });
});

describe('the rules', () => {
  it('checks one rule: bad and catastrophic regexes, targets, groups', () => {
    expect(checkRule({ match: 'regex', source: '^/(a', target: '/b', kind: 301 }).source).toMatch(/^عبارت باقاعده نامعتبر است/);
    expect(checkRule({ match: 'regex', source: '^/(a+)+$', target: '/b', kind: 301 }).source).toBe(redirectErrors.regexUnsafe);
    expect(checkRule({ match: 'regex', source: '^/(\\w+)$', target: '/b/$2', kind: 301 }).target).toBe(redirectErrors.groupMissing(2));
    expect(checkRule({ match: 'exact', source: 'a', target: '/b', kind: 301 }).source).toBe(redirectErrors.sourceSlash);
    expect(checkRule({ match: 'exact', source: '/a', target: '/b/$1', kind: 301 }).target).toBe(redirectErrors.groupsOnlyRegex);
    expect(checkRule({ match: 'exact', source: '/a', target: null, kind: 301 }).target).toBe(redirectErrors.targetRequired);
    expect(checkRule({ match: 'exact', source: '/a', target: '/b', kind: 410 }).target).toBe(redirectErrors.targetNotAllowed);
    expect(checkRule({ match: 'exact', source: '/a', target: 'ftp://x', kind: 301 }).target).toBe(redirectErrors.targetInvalid);
    expect(checkRule({ match: 'regex', source: '^/(\\w+)/(\\d+)$', target: 'https://x.com/$2/$1', kind: 302 })).toEqual({});
  });

  it('matches first-wins, prefix segment by segment, keeps the query, follows chains', () => {
    const set = new RuleSet([R(1, 'exact', '/a', '/b'), R(2, 'prefix', '/old', '/new'), R(3, 'regex', '^/p/(\\d+)$', '/product/$1'), R(4, 'exact', '/b', '/c'), R(5, 'exact', '/a', '/never')]);
    expect(follow(set, '/a?x=1')).toMatchObject({ final: '/c?x=1', loop: false, hops: [{ rule_id: 1 }, { rule_id: 4 }] });
    expect(follow(set, '/old/x/y').final).toBe('/new/x/y');
    expect(follow(set, '/older').hops).toHaveLength(0);
    expect(follow(set, 'https://shop.example.com/p/12').final).toBe('/product/12');
    expect(follow(set, `/${'a'.repeat(5000)}`).hops).toHaveLength(0);
  });

  it('finds loops, chains over five hops, and shadowed rules', () => {
    expect(problemsOf([R(1, 'exact', '/a', '/b'), R(2, 'exact', '/b', '/a')]).map((p) => p.kind)).toEqual(['loop', 'loop']);
    expect(problemsOf([R(1, 'regex', '^/x/(.*)$', '/x/y')])).toEqual([{ rule_id: 1, kind: 'loop', path: '/x/y' }]);
    const chain = (n: number) => Array.from({ length: n }, (_, i) => R(i + 1, 'exact', `/s${i}`, `/s${i + 1}`));
    expect(problemsOf(chain(5))).toEqual([]);
    expect(problemsOf(chain(6))).toEqual([{ rule_id: 1, kind: 'chain', path: '/s0' }]);
    expect(shadowsOf([R(1, 'prefix', '/blog', '/news'), R(2, 'exact', '/blog/x', '/y'), R(3, 'prefix', '/blog/old', '/z'), R(4, 'exact', '/other', '/o')])).toEqual([
      { rule_id: 2, by: 1 },
      { rule_id: 3, by: 1 },
    ]);
  });
});
