import { toPersianDigits } from '@pishkhan/common/text';
import { variantOwnTitle } from '@pishkhan/common/variant-title';
import { formatJalali } from '../components/inputs/jalali/format';

/** Display formatters. Dates are Jalali in Asia/Tehran with Persian digits (the inputs kit's formatJalali). */

/** Jalali date and time, e.g. 1404/08/30 14:05 in Persian digits. */
export const formatDateTime = (v: string | Date | null | undefined): string => formatJalali(v, 'datetime');
/** Jalali date, e.g. 1404/08/30 in Persian digits. */
export const formatDate = (v: string | Date | null | undefined): string => formatJalali(v, 'date');
/** The same as formatDateTime (kept for lists such as notifications). */
export const formatShortDateTime = formatDateTime;

const numberFmt = new Intl.NumberFormat('fa-IR');
/** Persian digits with the Persian thousands separator. */
export const formatNumber = (n: number | null | undefined): string => (n === null || n === undefined ? '' : numberFmt.format(n));
/** A badge's count as shown: Persian digits, capped (۹۹+); the same text goes into the button's accessible name. */
export const badgeCount = (n: number, max = 99): string => (n > max ? `${formatNumber(max)}+` : formatNumber(n));
/** Persian digits only (no grouping), e.g. for counts inside sentences. */
export const faDigits = (n: number | string): string => toPersianDigits(n);

/**
 * A variant's own part of its title as shown («سایز: ۴۴»): the product's title it repeats dropped, in
 * Persian digits. '' for the default variant.
 */
export const variantPart = (title: string, variantTitle: string | null | undefined): string => toPersianDigits(variantOwnTitle(title, variantTitle));
