/**
 * The count of requests in flight (spec §4): it rises and falls with requests and never goes
 * below 0. The top loading bar subscribes to it.
 */
type Listener = () => void;

let inFlight = 0;
const listeners = new Set<Listener>();
const emit = () => listeners.forEach((l) => l());

export const loadingCounter = {
  begin(): void {
    inFlight += 1;
    emit();
  },
  end(): void {
    const next = Math.max(0, inFlight - 1);
    if (next === inFlight) return;
    inFlight = next;
    emit();
  },
  get(): number {
    return inFlight;
  },
  subscribe(l: Listener): () => void {
    listeners.add(l);
    return () => listeners.delete(l);
  },
  /** Tests only. */
  reset(): void {
    inFlight = 0;
    emit();
  },
};
