import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { importCycles, importGraph } from '../../../scripts/check-cycles.mjs';

describe('imports', () => {
  it('has no import cycle in apps/ or packages/ (type-only and lazy imports included)', () => {
    expect(importCycles()).toEqual([]);
  });

  it('reads the tree: a relative import, a type-only import and a @pishkhan/common import are edges', () => {
    const graph: Map<string, string[]> = importGraph();
    expect(graph.get('apps/server/src/modules/sales/orders/order.table.ts')).toContain('apps/server/src/modules/sales/coupons/coupon.table.ts');
    expect(graph.get('apps/server/src/modules/people/auth/session-cache.ts')).toContain('apps/server/src/modules/people/auth/session-admin.ts');
    expect(graph.get('apps/server/src/modules/sales/orders/order.table.ts')).toContain('packages/common/src/order.ts');
  });

  it('finds a loop of any length and only the files in it', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts', 'd.ts']],
      ['d.ts', []],
      ['e.ts', ['e2.ts']],
      ['e2.ts', ['e.ts']],
    ]);
    expect(importCycles(graph)).toEqual([
      ['a.ts', 'b.ts', 'c.ts'],
      ['e.ts', 'e2.ts'],
    ]);
  });
});
