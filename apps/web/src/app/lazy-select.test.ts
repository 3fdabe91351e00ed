import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../test/sources';

// antd's Select (~22 KB gzip) loads when a screen first shows one (components/inputs/LazySelect): one
// chunk no screen counts. A single screen importing it from antd again would bring it back into that
// screen and make the bundler split it anew, a little heavier for every screen that has a picker.

describe('antd Select loads when shown', () => {
  it('no source imports Select from antd at once (type imports and lazy imports aside)', () => {
    const eager = sourceFiles()
      .filter(({ text }) =>
        [...text.matchAll(/^import\s+(type\s+)?\{([^}]*)\}\s*from\s*'antd';/gm)].some(([, typeOnly, names]) => !typeOnly && names!.split(',').some((n) => n.trim().split(/\s+as\s+/)[0] === 'Select')) ||
        /^import\s+[^;]*from\s*'antd\/es\/select'/m.test(text),
      )
      .map(({ f }) => f);
    expect(eager).toEqual([]);
  });
});
