import { iranMessages } from '@pishkhan/common/i18n/fa/banks';
import {
  isCardNumber,
  isNationalCode,
  isPostalCode,
  isSheba,
  isTelephone,
  MOBILE_PATTERN,
  normalizeCardNumber,
  normalizeMobile,
  normalizeNationalCode,
  normalizeSheba,
} from '@pishkhan/common/iran';
import { isEmptyValue, VALIDATE_TRIGGER } from '@pishkhan/common/rules';
import { toAsciiDigits } from '@pishkhan/common/text';
import { ruleMessage } from '@pishkhan/common/validation';
import type { FormRule } from 'antd';

/**
 * antd rules for Iranian identifiers, with the same checks, order and Persian messages as the
 * server's field builders (`schemas/fields.ts` over `@pishkhan/common/iran`), without bringing
 * zod into the browser. Empty values pass: combine with `rules(label, 'required')` when needed.
 */
type Check = readonly [(s: string) => boolean, string];
const fill = (template: string, label: string) => template.replace('{field}', label);

function iranRule(label: string, normalize: (s: string) => string, checks: readonly Check[]): FormRule {
  return {
    validateTrigger: VALIDATE_TRIGGER,
    validator: async (_rule, value: unknown) => {
      if (isEmptyValue(value)) return;
      const s = normalize(String(value));
      for (const [ok, message] of checks) if (!ok(s)) throw new Error(fill(message, label));
    },
  };
}

export const mobileRule = (label: string): FormRule => iranRule(label, normalizeMobile, [[(s) => MOBILE_PATTERN.test(s), ruleMessage('mobile', label)]]);

export const nationalCodeRule = (label: string): FormRule =>
  iranRule(label, normalizeNationalCode, [
    [(s) => /^\d{10}$/.test(s), iranMessages.national_code_format],
    [isNationalCode, iranMessages.national_code_checksum],
  ]);

export const cardNumberRule = (label: string): FormRule =>
  iranRule(label, normalizeCardNumber, [
    [(s) => /^\d{16}$/.test(s), iranMessages.card_number_format],
    [isCardNumber, iranMessages.card_number_checksum],
  ]);

export const shebaRule = (label: string): FormRule =>
  iranRule(label, normalizeSheba, [
    [(s) => /^IR\d{24}$/.test(s), iranMessages.sheba_format],
    [isSheba, iranMessages.sheba_checksum],
  ]);

export const postalCodeRule = (label: string): FormRule => iranRule(label, (s) => s, [[isPostalCode, iranMessages.postal_code]]);

export const telephoneRule = (label: string): FormRule => iranRule(label, (s) => s, [[isTelephone, iranMessages.telephone]]);
