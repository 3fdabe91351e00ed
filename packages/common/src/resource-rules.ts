import { HTTPS_URL, defaultValueOf, type FieldDef } from './resource';
import { custom, rules, type FormRule, type RuleItem } from './rules';
import { ruleMessage } from './validation';

/**
 * A field's browser rules, read from the same definition as the server's contract
 * (`resource-schema.ts`): the same limits, never restated by hand. No zod here: the pages stay light.
 */
const HEX = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;
// As typed: a ZWNJ inside a word is allowed (the server drops it, as slugify does).
const SLUG = /^[\p{L}\p{N}\p{Cf}]+(?:-[\p{L}\p{N}\p{Cf}]+)*$/u;

/** The rule spec of a field (the catalogue's names): what `fieldRules` runs. */
export function fieldRuleSpec(f: FieldDef): RuleItem[] {
  const spec: RuleItem[] = [];
  // A field with a default (an enum's choice) is filled from the start: the form asks for it.
  if (f.required || (f.kind === 'enum' && defaultValueOf(f) !== undefined)) spec.push('required');
  switch (f.kind) {
    case 'text':
    case 'longText':
      // A mobile or national code is typed in any digits and spacing and checked after normalising (the web's Iranian rules).
      if (f.kind === 'text' && (f.format === 'mobile' || f.format === 'nationalCode')) break;
      if (f.min !== undefined && f.min > 1) spec.push(['min', f.min]);
      spec.push(['max', f.max]);
      if (f.kind === 'text' && f.format === 'email') spec.push('email');
      if (f.kind === 'text' && f.format === 'color') spec.push(['regex', HEX]);
      break;
    case 'slug':
      spec.push(['max', f.max], ['regex', SLUG]);
      break;
    case 'integer':
    case 'money':
      spec.push('integer', ['min_value', f.min ?? 0]);
      if (f.max !== undefined) spec.push(['max_value', f.max]);
      break;
    case 'enum':
      spec.push(['oneOf', ...f.values]);
      break;
    default:
      break;
  }
  return spec;
}

/** antd rules of a field (an address also with the server's own message). */
export const fieldRules = (f: FieldDef): FormRule[] => [
  ...rules(f.label, fieldRuleSpec(f)),
  ...(f.kind === 'text' && f.format === 'url' ? [custom(f.label, (v) => HTTPS_URL.test(String(v).trim()), ruleMessage('url', f.label))] : []),
];
