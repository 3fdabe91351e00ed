import { isShebaValid, validateNationalIdChecksum, verifyCardNumber, getBankNameFromCardNumber } from '@persian-tools/persian-tools';
import { describe, expect, it } from 'vitest';
import {
  bankNameOfCard,
  bankNameOfSheba,
  bankOfCard,
  bankOfSheba,
  BANKS,
  isCardNumber,
  isNationalCode,
  isPostalCode,
  isSheba,
  luhn,
  normalizeCardNumber,
  normalizeNationalCode,
  normalizeSheba,
} from '@pishkhan/common/iran';
import { cardNumber, nationalCode, optionalSheba, postalCode } from '@pishkhan/common/schemas/fields';
import { persianFieldErrors } from '@pishkhan/common/zod-fa';
import { z } from 'zod';

const rnd = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

describe('Iranian validators (packages/common/src/iran.ts)', () => {
  it('national code: checksum, Persian/Arabic digits, dashes, left padding, repeated digits', () => {
    expect(isNationalCode('0499370899')).toBe(true);
    expect(isNationalCode('۰۴۹۹۳۷۰۸۹۹')).toBe(true);
    expect(isNationalCode('٠٤٩٩٣٧٠٨٩٩')).toBe(true);
    expect(isNationalCode('049-937089-9')).toBe(true);
    expect(isNationalCode('499370899')).toBe(true); // a spreadsheet dropped the leading zero
    expect(normalizeNationalCode('499370899')).toBe('0499370899');
    expect(isNationalCode('0499370898')).toBe(false);
    expect(isNationalCode('1111111111')).toBe(false); // passes the checksum but is not issued
    expect(isNationalCode('12345')).toBe(false);
    expect(isNationalCode('abcdefghij')).toBe(false);
  });

  it('agrees with @persian-tools on 3,000 random national codes', () => {
    for (let i = 0; i < 3000; i++) {
      const s = rnd(10);
      if (/^(\d)\1*$/.test(s)) continue;
      expect(isNationalCode(s), s).toBe(validateNationalIdChecksum(s));
    }
  });

  it('card number: 16 digits, Luhn, any digits and separators', () => {
    expect(isCardNumber('6037991234567893')).toBe(true);
    expect(isCardNumber('۶۰۳۷-۹۹۱۲-۳۴۵۶-۷۸۹۳')).toBe(true);
    expect(isCardNumber('6037 9912 3456 7893')).toBe(true);
    expect(normalizeCardNumber('۶۰۳۷-۹۹۱۲-۳۴۵۶-۷۸۹۳')).toBe('6037991234567893');
    expect(isCardNumber('6037991234567894')).toBe(false);
    expect(isCardNumber('603799123456789')).toBe(false);
    expect(isCardNumber('0000000000000000')).toBe(false);
    for (let i = 0; i < 2000; i++) {
      const s = '6' + rnd(15);
      expect(luhn(s), s).toBe(verifyCardNumber(Number(s)));
    }
  });

  it('Sheba: IR + 24 digits, mod 97, lower case and bare digits accepted', () => {
    expect(isSheba('IR820540102680020817909002')).toBe(true);
    expect(isSheba('ir82 0540 1026 8002 0817 9090 02')).toBe(true);
    expect(isSheba('IR۸۲۰۵۴۰۱۰۲۶۸۰۰۲۰۸۱۷۹۰۹۰۰۲')).toBe(true);
    expect(normalizeSheba('820540102680020817909002')).toBe('IR820540102680020817909002');
    expect(isSheba('IR820540102680020817909003')).toBe(false);
    expect(isSheba('DE89370400440532013000')).toBe(false);
    for (let i = 0; i < 2000; i++) {
      const s = 'IR' + rnd(24);
      expect(isSheba(s), s).toBe(isShebaValid(s));
    }
  });

  it('postal code: 10 digits', () => {
    expect(isPostalCode('1234567890')).toBe(true);
    expect(isPostalCode('۱۲۳۴۵-۶۷۸۹۰')).toBe(true);
    expect(isPostalCode('123456789')).toBe(false);
    expect(isPostalCode('0000000000')).toBe(false);
  });

  it('bank names from a card BIN and a Sheba bank code, in Persian', () => {
    expect(bankOfCard('6037991234567893')?.key).toBe('melli');
    expect(bankNameOfCard('6037701689095443')).toBe(getBankNameFromCardNumber('6037701689095443'));
    expect(bankNameOfCard('۶۱۰۴-۳۳۹۸-۷۶۵۴-۳۲۱۰')).toMatch(/ملت/);
    expect(bankNameOfCard('6219861111222237')).toMatch(/سامان/);
    expect(bankNameOfCard('1234561111222237')).toBeNull();
    expect(bankNameOfCard(null)).toBeNull();
    expect(bankOfSheba('IR820540102680020817909002')?.key).toBe('parsian');
    expect(bankNameOfSheba('IR050170000000123456789012')).toMatch(/ملی/);
    expect(bankNameOfSheba('IR900120000000987654321098')).toMatch(/ملت/);
    expect(bankNameOfSheba('IR270560000000111122223333')).toMatch(/سامان/);
    expect(bankNameOfSheba('IR000990000000111122223333')).toBeNull();
    expect(BANKS.length).toBeGreaterThan(30);
    expect(BANKS.every((b) => /[\u0600-\u06FF]/.test(b.name))).toBe(true);
  });

  it('field builders normalise and answer in Persian with the field label', () => {
    const schema = z.object({ nc: nationalCode('کد ملی'), card: cardNumber('شماره کارت'), sheba: optionalSheba('شماره شبا'), postal: postalCode('کد پستی') });
    const ok = schema.parse({ nc: '۰۴۹۹۳۷۰۸۹۹', card: '6037-9912-3456-7893', sheba: 'ir82 0540 1026 8002 0817 9090 02', postal: '۱۲۳۴۵۶۷۸۹۰' });
    expect(ok).toEqual({ nc: '0499370899', card: '6037991234567893', sheba: 'IR820540102680020817909002', postal: '1234567890' });
    expect(schema.parse({ nc: '0499370899', card: '6037991234567893', sheba: '', postal: '1234567890' }).sheba).toBeNull();
    const bad = { nc: '0499370898', card: '6037991234567894', sheba: 'IR12', postal: '123' };
    const r = schema.safeParse(bad);
    expect(r.success).toBe(false);
    const fields = persianFieldErrors(schema, r.error!.issues, bad);
    expect(fields.nc).toMatch(/^کد ملی معتبر نیست/);
    expect(fields.card).toMatch(/^شماره کارت معتبر نیست/);
    expect(fields.sheba).toMatch(/^شماره شبا باید با IR/);
    expect(fields.postal).toMatch(/^کد پستی باید ۱۰ رقم/);
    const empty = schema.safeParse({ nc: '', card: '6037991234567893', postal: '1234567890' });
    expect(persianFieldErrors(schema, empty.error!.issues, { nc: '' }).nc).toMatch(/الزامی/);
  });
});
