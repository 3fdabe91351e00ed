/** The router runs with basename `/admin`; menu and API links carry the full `/admin/...` path. */
export const BASENAME = '/admin';

/** `/admin/color` → `/color` (a router path); `/admin` → `/`. */
export const toRoute = (fullPath: string): string => {
  if (fullPath === BASENAME) return '/';
  return fullPath.startsWith(BASENAME + '/') ? fullPath.slice(BASENAME.length) : fullPath;
};
/** `/color` → `/admin/color`. */
export const toFullPath = (routePath: string): string => (routePath === '/' ? BASENAME : BASENAME + routePath);

/**
 * A safe place to return to after sign-in: only paths inside the panel (no other origin,
 * no protocol-relative `//host`, not the login page itself). Returns a router path.
 */
export function safeRedirect(raw: string | null | undefined): string {
  if (!raw) return '/';
  let p = raw;
  try {
    p = decodeURIComponent(raw);
  } catch {
    return '/';
  }
  if (!p.startsWith('/') || p.startsWith('//') || p.includes('\\')) return '/';
  if (p !== BASENAME && !p.startsWith(BASENAME + '/') && !p.startsWith(BASENAME + '?')) return '/';
  const route = p.startsWith(BASENAME + '?') ? '/' + p.slice(BASENAME.length) : toRoute(p);
  if (route.startsWith('/login')) return '/';
  return route;
}
