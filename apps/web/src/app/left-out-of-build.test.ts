import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../test/sources';

// vite.config.ts leaves two antd features out of the build (no screen uses them): a Table column's own
// filter dropdown and a Card's tab list. Using either would silently show nothing, so no screen may.

describe('antd features left out of the build', () => {
  const files = sourceFiles();

  it('no Card has a tab list', () => {
    expect(files.filter(({ text }) => /\btabList\b|\bactiveTabKey\b|\bonTabChange\b/.test(text)).map(({ f }) => f)).toEqual([]);
  });

  it('no table column has its own filter dropdown', () => {
    expect(files.filter(({ text }) => /\bfilterDropdown\b|\bfilters\s*:\s*\[|\bonFilter\s*:/.test(text)).map(({ f }) => f)).toEqual([]);
  });
});
