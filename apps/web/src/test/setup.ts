import * as matchers from '@testing-library/jest-dom/matchers';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, expect, vi } from 'vitest';

// jest-dom sits in the root node_modules where `vitest` does not resolve, so its
// `/vitest` entry cannot be used; register the matchers directly (types: jest-dom.d.ts).
expect.extend(matchers);

// findBy*/waitFor wait up to 10 s: on a loaded 2-core CI machine antd's first render of a lazy
// screen can take several seconds; a real failure still fails, only later.
configure({ asyncUtilTimeout: 10_000 });

// The test DOM lacks these browser APIs that antd relies on.
/** Evaluates min-/max-width queries against window.innerWidth (the test DOM: 1024), so antd's Grid sees a desktop. */
const evalQuery = (query: string): boolean => {
  const w = window.innerWidth;
  const min = /min-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
  const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
  if (!min && !max) return false;
  return (!min || w >= Number(min[1])) && (!max || w <= Number(max[1]));
};
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string) => ({
    matches: evalQuery(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverPolyfill {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { writable: true, configurable: true, value: ResizeObserverPolyfill });
  Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, configurable: true, value: ResizeObserverPolyfill });
}
if (!window.scrollTo) window.scrollTo = () => {};
// The DOM of the tests has no print dialog (the tests spy on it).
if (!window.print) window.print = () => {};
Element.prototype.scrollTo ??= function scrollTo() {};
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

// antd reads computed styles of pseudo elements, which the test DOM does not implement.
const realGetComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = ((elt: Element, pseudo?: string | null) => realGetComputedStyle(elt, pseudo ? undefined : pseudo)) as typeof window.getComputedStyle;

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
});
