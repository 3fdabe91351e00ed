import { TZDate } from '@date-fns/tz';
import { toJalaali } from 'jalaali-js';

/** Dates shown to people: Jalali calendar, Asia/Tehran wall clock (the server side of the web's formatJalali). */
export const TEHRAN = 'Asia/Tehran';

const pad = (n: number) => String(n).padStart(2, '0');

/** The Tehran wall clock of an instant: Gregorian year/month/day, hour, minute, second. */
export function tehranClock(at: Date) {
  const t = new TZDate(at.getTime(), TEHRAN);
  return { y: t.getFullYear(), m: t.getMonth() + 1, d: t.getDate(), h: t.getHours(), mi: t.getMinutes(), s: t.getSeconds() };
}

const asDate = (v: Date | string | number): Date | null => {
  const d = v instanceof Date ? v : new Date(v);
  return Number.isNaN(d.getTime()) ? null : d;
};

/** «1405/09/02 23:34» in ASCII digits (zero-padded, so it also sorts as text); '' for an invalid date. */
export function jalaliDateTime(v: Date | string | number): string {
  const at = asDate(v);
  if (!at) return '';
  const c = tehranClock(at);
  const j = toJalaali(c.y, c.m, c.d);
  return `${j.jy}/${pad(j.jm)}/${pad(j.jd)} ${pad(c.h)}:${pad(c.mi)}`;
}

/** «1405/09/02» in ASCII digits: an instant's Tehran day, or a calendar day `YYYY-MM-DD` as it is (no zone shift). */
export function jalaliDate(v: Date | string | number): string {
  const day = typeof v === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(v) : null;
  if (day) {
    const j = toJalaali(Number(day[1]), Number(day[2]), Number(day[3]));
    return `${j.jy}/${pad(j.jm)}/${pad(j.jd)}`;
  }
  const at = asDate(v);
  if (!at) return '';
  const c = tehranClock(at);
  const j = toJalaali(c.y, c.m, c.d);
  return `${j.jy}/${pad(j.jm)}/${pad(j.jd)}`;
}

/**
 * The Tehran wall clock of an instant as a zone-less date (its UTC fields hold the Tehran time): what a
 * spreadsheet date cell must hold, since spreadsheets have no time zones and exceljs writes the UTC fields.
 */
export function tehranWallClock(v: Date | string | number): Date | null {
  const at = asDate(v);
  if (!at) return null;
  const c = tehranClock(at);
  return new Date(Date.UTC(c.y, c.m - 1, c.d, c.h, c.mi, c.s));
}
