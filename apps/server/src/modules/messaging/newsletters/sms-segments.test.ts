import { describe, expect, it } from 'vitest';
import { smsCount } from '@pishkhan/common/messaging/sms-segments';

describe('smsCount', () => {
  it('counts Persian text as UCS-2: 70 in one part, 67 per part beyond', () => {
    expect(smsCount('')).toMatchObject({ parts: 0, left: 160 });
    expect(smsCount('س'.repeat(70))).toMatchObject({ encoding: 'ucs2', length: 70, parts: 1, left: 0 });
    expect(smsCount('س'.repeat(71))).toMatchObject({ parts: 2, perPart: 67, left: 63 });
    expect(smsCount('س'.repeat(134))).toMatchObject({ parts: 2, left: 0 });
    expect(smsCount('س'.repeat(135))).toMatchObject({ parts: 3 });
  });
  it('counts Latin text as GSM-7: 160, then 153 per part; extension signs count two', () => {
    expect(smsCount('a'.repeat(160))).toMatchObject({ encoding: 'gsm7', parts: 1, left: 0 });
    expect(smsCount('a'.repeat(161))).toMatchObject({ parts: 2, perPart: 153, left: 145 });
    expect(smsCount('{}')).toMatchObject({ length: 4, parts: 1 });
  });
  it('one Persian letter makes the whole text UCS-2', () => {
    expect(smsCount('a'.repeat(100) + 'ب')).toMatchObject({ encoding: 'ucs2', length: 101, parts: 2 });
  });
});
