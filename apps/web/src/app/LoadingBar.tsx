import { useSyncExternalStore } from 'react';
import { loadingCounter } from './loading';

/** A thin bar at the top of the page while any request is in flight. */
export function LoadingBar() {
  const n = useSyncExternalStore(loadingCounter.subscribe, loadingCounter.get, loadingCounter.get);
  return <div className={n > 0 ? 'pk-loading-bar pk-loading-bar--on' : 'pk-loading-bar'} role="progressbar" aria-hidden={n === 0} data-inflight={n} />;
}
