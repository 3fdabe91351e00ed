import { flashText as t } from '@pishkhan/common/i18n/fa/flash-screens';
import { formatMoney, toPersianDigits } from '@pishkhan/common/text';

/** "20%" for a percentage, the amount with the shop's unit for a fixed discount. */
export const discountText = (type: string, value: number, unit: string) => (type === 'percentage' ? `${toPersianDigits(value)}${t.percentSuffix}` : formatMoney(value, unit));

/** "80,000 to 120,000" with the unit, or one amount when both ends match. */
export const rangeText = (min: number | null, max: number | null, unit: string) =>
  min === null || max === null ? t.noPrice : `${t.priceRange(formatMoney(min), formatMoney(max))}${unit ? ` ${unit}` : ''}`;
