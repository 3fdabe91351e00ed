import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A part of a screen whose code loads when it is first shown: a dialog mounted on a click, a pane the
 * user switches to. `load` resolves to the component (`() => import('./X').then((m) => m.X)`); until
 * it arrives `fallback` shows: by default an empty, hidden marker (`data-lazy-part`, busy), which suits a
 * dialog and tells a test or a timing that a part is still on its way.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = <span hidden aria-busy="true" data-lazy-part="" />): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function LazyPart(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyPart;
}
