import type { InputRef } from 'antd';
import * as React from 'react';
import { priceText } from '@pishkhan/common/i18n/fa/inputs';
import { NumberInput, type NumberInputProps } from './NumberInput';

export interface PriceInputProps extends Omit<NumberInputProps, 'decimals' | 'grouping' | 'unit'> {
  /** Unit label shown as suffix; defaults to the catalogue's Toman label. Pass the shop's unit from settings (null: none). */
  unit?: React.ReactNode;
}

/**
 * Price box (spec §5): the app's NumberInput as a whole amount grouped by three, with the
 * shop's unit as suffix; the box shows "1,250,000" (in Persian digits) while the form gets 1250000.
 */
export const PriceInput = React.forwardRef<InputRef, PriceInputProps>(function PriceInput({ unit = priceText.defaultUnit, ...rest }, ref) {
  // data-money: an amount of money (tests type money into it).
  return <NumberInput ref={ref} min={0} data-money="" {...rest} unit={unit} />;
});
