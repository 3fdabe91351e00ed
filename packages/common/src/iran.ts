import { bankNames, type BankKey } from './i18n/fa/banks';
import { toAsciiDigits } from './text';

/**
 * Iranian identifiers: national code, bank card, Sheba (IBAN), postal code, and the bank behind a
 * card or a Sheba. Every function accepts Persian / Arabic digits, spaces and dashes
 * and normalises them first; checks are pure and run in the browser and on the server alike.
 */

/** Persian/Arabic digits → ASCII, and spaces, dashes, dots and bidi marks removed. */
const clean = (s: string) => toAsciiDigits(s).replace(/[\s\u200C\u200E\u200F\u00A0\-_./]/g, '');

const allSame = (s: string) => /^(\d)\1*$/.test(s);

/* ------------------------------------------------------------ national code */

/** 10 ASCII digits; an 8–9 digit code (leading zeros dropped, as spreadsheets do) is left-padded. */
export function normalizeNationalCode(input: string): string {
  const s = clean(input);
  return /^\d{8,9}$/.test(s) ? s.padStart(10, '0') : s;
}

/** Checksum of the Iranian national code: Σ d[i]·(10−i) mod 11 decides the last digit. */
export function isNationalCode(input: string): boolean {
  const s = normalizeNationalCode(input);
  if (!/^\d{10}$/.test(s) || allSame(s)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(s[i]) * (10 - i);
  const r = sum % 11;
  return Number(s[9]) === (r < 2 ? r : 11 - r);
}

/* ------------------------------------------------------------- bank card */

export function normalizeCardNumber(input: string): string {
  return clean(input);
}

/** Luhn check over 16 digits. */
export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function isCardNumber(input: string): boolean {
  const s = normalizeCardNumber(input);
  return /^\d{16}$/.test(s) && !allSame(s) && luhn(s);
}

/* ------------------------------------------------------------------ Sheba */

/** `IR` + 24 digits, upper case; a bare 24-digit number gets the `IR` prefix. */
export function normalizeSheba(input: string): string {
  const s = clean(input).toUpperCase();
  return /^\d{24}$/.test(s) ? 'IR' + s : s;
}

/** ISO 13616 / ISO 7064 mod 97 over `IR` + 24 digits. */
export function isSheba(input: string): boolean {
  const s = normalizeSheba(input);
  if (!/^IR\d{24}$/.test(s)) return false;
  // Move the country code and check digits to the end; I = 18, R = 27.
  const rearranged = s.slice(4) + '1827' + s.slice(2, 4);
  let rem = 0;
  for (const ch of rearranged) rem = (rem * 10 + Number(ch)) % 97;
  return rem === 1;
}

/* ------------------------------------------------------------ postal code */

export function normalizePostalCode(input: string): string {
  return clean(input);
}
export function isPostalCode(input: string): boolean {
  const s = normalizePostalCode(input);
  return /^\d{10}$/.test(s) && !allSame(s);
}

/** Landline or mobile number as typed on an address: 8–11 digits after normalising. */
export function normalizeTelephone(input: string): string {
  let s = clean(input).replace(/[()]/g, '');
  if (s.startsWith('+98')) s = '0' + s.slice(3);
  else if (s.startsWith('0098')) s = '0' + s.slice(4);
  return s;
}
export function isTelephone(input: string): boolean {
  return /^\d{8,11}$/.test(normalizeTelephone(input));
}

/* ------------------------------------------------------------------ banks */

/** Card BIN (first six digits) → bank. Cards of merged banks keep their issuer's name. */
const CARD_BINS: Record<string, BankKey> = {
  '603799': 'melli',
  '589210': 'sepah',
  '627648': 'tosee_saderat',
  '207177': 'tosee_saderat',
  '627961': 'sanat_madan',
  '603770': 'keshavarzi',
  '639217': 'keshavarzi',
  '628023': 'maskan',
  '627760': 'post',
  '502908': 'tosee_taavon',
  '627412': 'eghtesad_novin',
  '622106': 'parsian',
  '639194': 'parsian',
  '627884': 'parsian',
  '502229': 'pasargad',
  '639347': 'pasargad',
  '627488': 'karafarin',
  '502910': 'karafarin',
  '621986': 'saman',
  '639346': 'sina',
  '639607': 'sarmayeh',
  '636214': 'ayandeh',
  '502806': 'shahr',
  '504706': 'shahr',
  '502938': 'dey',
  '603769': 'saderat',
  '610433': 'mellat',
  '991975': 'mellat',
  '627353': 'tejarat',
  '585983': 'tejarat',
  '589463': 'refah',
  '627381': 'ansar',
  '505785': 'iran_zamin',
  '636795': 'central',
  '636949': 'hekmat',
  '505416': 'gardeshgari',
  '505801': 'kosar',
  '606373': 'mehr_iran',
  '639370': 'mehr_eghtesad',
  '628157': 'tosee',
  '507677': 'noor',
  '606256': 'melal',
  '504172': 'resalat',
  '639599': 'ghavamin',
  '585947': 'khavarmianeh',
  '505809': 'khavarmianeh',
  '581874': 'iran_venezuela',
};

/** Sheba bank code (the three digits after `IRkk`) → bank. */
const SHEBA_CODES: Record<string, BankKey> = {
  '010': 'central',
  '011': 'sanat_madan',
  '012': 'mellat',
  '013': 'refah',
  '014': 'maskan',
  '015': 'sepah',
  '016': 'keshavarzi',
  '017': 'melli',
  '018': 'tejarat',
  '019': 'saderat',
  '020': 'tosee_saderat',
  '021': 'post',
  '022': 'tosee_taavon',
  '051': 'tosee',
  '052': 'ghavamin',
  '053': 'karafarin',
  '054': 'parsian',
  '055': 'eghtesad_novin',
  '056': 'saman',
  '057': 'pasargad',
  '058': 'sarmayeh',
  '059': 'sina',
  '060': 'mehr_iran',
  '061': 'shahr',
  '062': 'ayandeh',
  '063': 'ansar',
  '064': 'gardeshgari',
  '065': 'hekmat',
  '066': 'dey',
  '069': 'iran_zamin',
  '070': 'resalat',
  '073': 'kosar',
  '075': 'melal',
  '078': 'khavarmianeh',
  '079': 'mehr_eghtesad',
  '080': 'noor',
  '090': 'mehr_iran',
  '095': 'iran_venezuela',
};

export interface Bank {
  key: BankKey;
  name: string;
}
const bank = (key: BankKey | undefined): Bank | null => (key ? { key, name: bankNames[key] } : null);

/** The bank that issued a card, from its BIN; null when unknown (the card itself is not checked). */
export function bankOfCard(card: string | null | undefined): Bank | null {
  if (!card) return null;
  const s = normalizeCardNumber(card);
  return /^\d{6}/.test(s) ? bank(CARD_BINS[s.slice(0, 6)]) : null;
}

/** The bank of a Sheba, from its bank code; null when unknown. */
export function bankOfSheba(sheba: string | null | undefined): Bank | null {
  if (!sheba) return null;
  const s = normalizeSheba(sheba);
  return /^IR\d{5}/.test(s) ? bank(SHEBA_CODES[s.slice(4, 7)]) : null;
}

export const bankNameOfCard = (card: string | null | undefined) => bankOfCard(card)?.name ?? null;
export const bankNameOfSheba = (sheba: string | null | undefined) => bankOfSheba(sheba)?.name ?? null;

/** Every known bank: `{ key, name }`, for pickers and filters. */
export const BANKS: Bank[] = (Object.keys(bankNames) as BankKey[]).map((key) => ({ key, name: bankNames[key] }));

/** Iranian mobile, stored as 09xxxxxxxxx; +98 / 0098 / 98… / 9… and Persian or Arabic digits accepted. */
export function normalizeMobile(v: string): string {
  let s = toAsciiDigits(v).replace(/[\s\-()]/g, '');
  if (s.startsWith('+98')) s = '0' + s.slice(3);
  else if (s.startsWith('0098')) s = '0' + s.slice(4);
  else if (s.startsWith('98') && s.length === 12) s = '0' + s.slice(2);
  else if (s.startsWith('9') && s.length === 10) s = '0' + s;
  return s;
}
export const MOBILE_PATTERN = /^09\d{9}$/;
export const isMobile = (v: string) => MOBILE_PATTERN.test(normalizeMobile(v));
