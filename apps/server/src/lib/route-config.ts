import type { FeatureKey } from '@pishkhan/common/features';

/**
 * What every admin route declares (the server refuses to boot otherwise):
 * - `permission`: the permission it needs (any of a list), or
 * - `authOnly: true`: any signed-in admin may call it, or
 * - `public: true`: no session (sign-in, health).
 * `feature`: the feature switch it belongs to when its permission does not say so (gifts use read_product).
 */
export interface AccessConfig {
  permission?: string | string[];
  authOnly?: boolean;
  public?: boolean;
  feature?: FeatureKey;
  /** Skip the audit requirement check (reads, sign-in). */
  audit?: false;
}

declare module 'fastify' {
  interface FastifyContextConfig extends AccessConfig {}
}
