import type { FeatureKey } from '@pishkhan/common/features';
import type { ReactNode } from 'react';
import { ForbiddenPage, NotFoundPage } from './pages/StatusPages';
import { useSession } from './session';

/**
 * A route's gate: a switched-off feature answers 404 (as the server does), a missing
 * permission shows the Persian 403 page. The server checks again on every call.
 */
export function Guard({ permission, feature, children }: { permission?: string; feature?: FeatureKey; children: ReactNode }) {
  const { can, featureOn } = useSession();
  if (!featureOn(feature)) return <NotFoundPage variant="notFound" />;
  if (!can(permission)) return <ForbiddenPage />;
  return <>{children}</>;
}
