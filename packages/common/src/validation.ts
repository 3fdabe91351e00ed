import { extraValidation, ruleMessages, defaultFieldLabel } from './i18n/fa/validation';
import { toPersianDigits } from './text';

export type RuleName = keyof typeof ruleMessages;
export type MessageKey = RuleName | keyof typeof extraValidation;

/** Whether `k` names a message of the catalogue (a schema may name one as its issue message). */
export function isMessageKey(k: string | undefined): k is MessageKey {
  return !!k && (Object.hasOwn(ruleMessages, k) || Object.hasOwn(extraValidation, k));
}

/** Fills a rule's message: `{field}` with the label, other placeholders with params (Persian digits). */
export function ruleMessage(rule: MessageKey, field?: string, params: Record<string, string | number> = {}): string {
  const template: string =
    (ruleMessages as Record<string, string>)[rule] ??
    (extraValidation as Record<string, string>)[rule] ??
    ruleMessages._default;
  return template.replace(/\{(\w+)\}/g, (_, k: string) => {
    if (k === 'field') return field || defaultFieldLabel;
    const v = params[k];
    return v === undefined ? '' : typeof v === 'number' ? toPersianDigits(v) : v;
  });
}
