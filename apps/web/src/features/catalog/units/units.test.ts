import { UNIT_PRECISIONS as serverPrecisions } from '@pishkhan/common/schemas/platform.schema';
import { unitsText } from '@pishkhan/common/i18n/fa/screens';
import { describe, expect, it } from 'vitest';
import { UNIT_PRECISIONS } from './unit.api';

describe('unit precisions', () => {
  it('match the server contract and each has a Persian label', () => {
    expect([...UNIT_PRECISIONS]).toEqual([...serverPrecisions]);
    for (const p of UNIT_PRECISIONS) expect(unitsText.precisions[p]).toMatch(/[\u0600-\u06FF]/);
  });
});
