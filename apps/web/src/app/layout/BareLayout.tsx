import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Feedback } from '../Feedback';
import { PageSpinner } from '../PageSpinner';

/** Signed-in pages without the menu and header (the print sheet): the page and its toasts. */
export default function BareLayout() {
  return (
    <Feedback>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </Feedback>
  );
}
