import { lazy } from 'react';
import { guarded } from '../../../app/routing';

export const auditLogRoutes = [guarded('audit-logs', lazy(() => import('./AuditLogListPage')), 'read_audit_log')];
