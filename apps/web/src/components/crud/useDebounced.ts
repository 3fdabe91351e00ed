import { useEffect, useState } from 'react';

/** `value` once it has stayed the same for `ms` (a search box's text before it goes to the server). */
export function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const h = setTimeout(() => setV(value), ms);
    return () => clearTimeout(h);
  }, [value, ms]);
  return v;
}
