import { lazy } from 'react';
import { guarded } from '../../../app/routing';

/** /admin/contact — the contact inbox and one message (read_contact). */
export const contactRoutes = [
  guarded('contact', lazy(() => import('./ContactListPage')), 'read_contact'),
  guarded('contact/:id', lazy(() => import('./ContactShowPage')), 'read_contact'),
];
