import { Flex, Input, Typography } from 'antd';
import * as React from 'react';
import { toAsciiDigits } from '@pishkhan/common/text';
import { ruleMessage } from '@pishkhan/common/validation';
import { colorText } from '@pishkhan/common/i18n/fa/inputs';
import DisabledContext from 'antd/es/config-provider/DisabledContext';
import { ReadOnlyContext } from '../crud/readOnly';

/* ------------------------------------------------------------ colour maths */

export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}
export interface Hsla {
  /** hue in degrees 0–360 */
  h: number;
  /** saturation 0–1 */
  s: number;
  /** lightness 0–1 */
  l: number;
  a: number;
}
export interface Hsva {
  h: number;
  s: number;
  /** value (brightness) 0–1 */
  v: number;
  a: number;
}
/** The colour value of spec §3: hex, rgba, hsl, hsv and alpha (alpha is at most 1). */
export interface ColorValue {
  /** "#rrggbb", or "#rrggbbaa" when alpha < 1 (lower case) */
  hex: string;
  rgba: Rgba;
  hsl: Hsla;
  hsv: Hsva;
  alpha: number;
}

const HEX_RE = /^#?([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const clamp01 = (x: number) => Math.min(1, Math.max(0, x));
const round = (x: number, d = 3) => Math.round(x * 10 ** d) / 10 ** d;
const hex2 = (n: number) => Math.round(n).toString(16).padStart(2, '0');

/** True for #rgb, #rgba, #rrggbb and #rrggbbaa (the # is optional, Persian digits accepted). */
export const isValidHex = (s: string | null | undefined): boolean => !!s && HEX_RE.test(toAsciiDigits(s.trim()));

/** rgba → "#rrggbb" / "#rrggbbaa"; channels clamped to 0–255 and alpha to 0–1. */
export function rgbaToHex({ r, g, b, a = 1 }: { r: number; g: number; b: number; a?: number }): string {
  const c = (x: number) => hex2(Math.min(255, Math.max(0, x)));
  const alpha = clamp01(a);
  return `#${c(r)}${c(g)}${c(b)}${alpha < 1 ? hex2(alpha * 255) : ''}`;
}

function rgbToHsl(r: number, g: number, b: number) {
  const [R, G, B] = [r / 255, g / 255, b / 255];
  const max = Math.max(R, G, B);
  const min = Math.min(R, G, B);
  const d = max - min;
  const l = (max + min) / 2;
  const s = d === 0 ? 0 : d / (1 - Math.abs(2 * l - 1));
  return { h: hue(R, G, B, max, d), s, l };
}

function rgbToHsv(r: number, g: number, b: number) {
  const [R, G, B] = [r / 255, g / 255, b / 255];
  const max = Math.max(R, G, B);
  const d = max - Math.min(R, G, B);
  return { h: hue(R, G, B, max, d), s: max === 0 ? 0 : d / max, v: max };
}

function hue(R: number, G: number, B: number, max: number, d: number): number {
  if (d === 0) return 0;
  let h: number;
  if (max === R) h = ((G - B) / d) % 6;
  else if (max === G) h = (B - R) / d + 2;
  else h = (R - G) / d + 4;
  h *= 60;
  return h < 0 ? h + 360 : h;
}

/** Every representation of a hex colour, or null when it is not a valid hex. */
export function colorValue(hex: string | null | undefined): ColorValue | null {
  if (!isValidHex(hex)) return null;
  let h = toAsciiDigits(hex!.trim()).replace('#', '').toLowerCase();
  if (h.length <= 4) h = [...h].map((c) => c + c).join('');
  const r = parseInt(h.slice(0, 2), 16);
  const g = parseInt(h.slice(2, 4), 16);
  const b = parseInt(h.slice(4, 6), 16);
  const alpha = h.length === 8 ? round(parseInt(h.slice(6, 8), 16) / 255, 2) : 1;
  const hsl = rgbToHsl(r, g, b);
  const hsv = rgbToHsv(r, g, b);
  return {
    hex: `#${h.length === 8 && h.slice(6) !== 'ff' ? h : h.slice(0, 6)}`,
    rgba: { r, g, b, a: alpha },
    hsl: { h: Math.round(hsl.h), s: round(hsl.s), l: round(hsl.l), a: alpha },
    hsv: { h: Math.round(hsv.h), s: round(hsv.s), v: round(hsv.v), a: alpha },
    alpha,
  };
}

const pct = (x: number) => `${Math.round(x * 100)}%`;
/** CSS-style texts of a colour value: rgba(…), hsl(…)/hsla(…), hsv(…)/hsva(…). */
export function colorTexts(c: ColorValue): { rgba: string; hsl: string; hsv: string } {
  const a = c.alpha < 1;
  return {
    rgba: `rgba(${c.rgba.r}, ${c.rgba.g}, ${c.rgba.b}, ${c.alpha})`,
    hsl: a ? `hsla(${c.hsl.h}, ${pct(c.hsl.s)}, ${pct(c.hsl.l)}, ${c.alpha})` : `hsl(${c.hsl.h}, ${pct(c.hsl.s)}, ${pct(c.hsl.l)})`,
    hsv: a ? `hsva(${c.hsv.h}, ${pct(c.hsv.s)}, ${pct(c.hsv.v)}, ${c.alpha})` : `hsv(${c.hsv.h}, ${pct(c.hsv.s)}, ${pct(c.hsv.v)})`,
  };
}

/** The 16 preset colours of the picker. */
export const PRESET_COLORS: readonly string[] = [
  '#000000', '#595959', '#bfbfbf', '#ffffff', '#f5222d', '#fa8c16', '#fadb14', '#a0d911',
  '#52c41a', '#13c2c2', '#1677ff', '#2f54eb', '#001d66', '#722ed1', '#eb2f96', '#8b4513',
];

/* ------------------------------------------------------------ component */

/**
 * antd's colour picker (its panel, sliders, presets) weighs about a quarter of a screen and only two
 * forms have a colour: it loads when a colour field is first shown, behind a swatch of its size.
 */
const AntColorPicker = React.lazy(() => import('antd/es/color-picker'));

/** The picker's 32px trigger while its code loads: the current colour in the same frame. */
function SwatchPlaceholder({ hex }: { hex: string | null }) {
  return (
    <span className="pk-swatch-loading" aria-busy="true">
      <span style={{ background: hex ?? 'transparent' }} />
    </span>
  );
}

export interface ColorPickerProps {
  /** "#rrggbb" or "#rrggbbaa"; null/undefined when empty. */
  value?: string | null;
  /** Called with a normalised hex ("#rrggbb", "#rrggbbaa" when alpha < 1), or null when cleared. */
  onChange?: (hex: string | null) => void;
  /** Field label used in the error message (default: the catalogue's word for colour). */
  label?: string;
  /** id for the hex box (antd Form.Item passes it, so the label focuses the box). */
  id?: string;
  disabled?: boolean;
  /** Offer the alpha slider (default true). */
  alpha?: boolean;
  allowClear?: boolean;
  presets?: readonly string[];
  /** Show the rgba/hsl/hsv texts under the box (default true). */
  showValues?: boolean;
  'aria-label'?: string;
}

/**
 * Colour input (spec §3/§5): antd's picker (16 presets, alpha ≤ 1) plus a hex box. An invalid
 * hex is not passed on: the box shows a Persian error until it is fixed. Below: rgba, hsl and
 * hsv texts of the current colour.
 */
export function ColorPicker({
  value,
  onChange,
  label = colorText.label,
  id,
  disabled: ownDisabled,
  alpha = true,
  allowClear = false,
  presets = PRESET_COLORS,
  showValues = true,
  'aria-label': ariaLabel,
}: ColorPickerProps) {
  // A disabled form (e.g. read-only) disables the box too.
  const disabled = React.useContext(DisabledContext) || React.useContext(ReadOnlyContext) || !!ownDisabled;
  const current = colorValue(value);
  const [draft, setDraft] = React.useState<string>(current?.hex ?? value ?? '');
  const [error, setError] = React.useState<string | null>(null);
  const errorId = React.useId();

  // follow outside changes (form reset / loaded record) unless the box holds an error
  React.useEffect(() => {
    const incoming = colorValue(value);
    setDraft((d) => (colorValue(d)?.hex === incoming?.hex && incoming ? d : (incoming?.hex ?? '')));
    setError(null);
  }, [value]);

  const emit = (hex: string | null) => {
    if (hex !== (current?.hex ?? null)) onChange?.(hex);
  };

  const onText = (e: React.ChangeEvent<HTMLInputElement>) => {
    const text = e.target.value;
    setDraft(text);
    const t = toAsciiDigits(text.trim());
    if (t === '') {
      setError(null);
      if (allowClear) emit(null);
      return;
    }
    const c = colorValue(t.startsWith('#') ? t : `#${t}`);
    if (!c) {
      setError(ruleMessage('hex_color', label));
      return;
    }
    setError(null);
    emit(alpha ? c.hex : c.hex.slice(0, 7));
  };

  const texts = current ? colorTexts(current) : null;
  return (
    <Flex vertical gap={4}>
      <Flex gap={8} align="center">
        <React.Suspense fallback={<SwatchPlaceholder hex={current?.hex ?? null} />}>
          <AntColorPicker
            value={current?.hex ?? null}
            disabled={disabled}
            disabledAlpha={!alpha}
            disabledFormat
            format="hex"
            allowClear={allowClear}
            presets={[{ label: colorText.presets, colors: [...presets], defaultOpen: true }]}
            onChange={(c) => {
              const hex = colorValue(c.toHexString())?.hex ?? null;
              if (!hex) return;
              setDraft(hex);
              setError(null);
              emit(hex);
            }}
            onClear={() => {
              setDraft('');
              setError(null);
              emit(null);
            }}
          />
        </React.Suspense>
        <Input
          id={id}
          dir="ltr"
          value={draft}
          disabled={disabled}
          maxLength={9}
          spellCheck={false}
          autoComplete="off"
          aria-label={ariaLabel ?? colorText.hexInput}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          status={error ? 'error' : undefined}
          onChange={onText}
          style={{ maxInlineSize: 160 }}
        />
      </Flex>
      {error ? (
        <Typography.Text type="danger" id={errorId} role="alert">
          {error}
        </Typography.Text>
      ) : null}
      {showValues && texts ? (
        <Typography.Text type="secondary" aria-label={colorText.values}>
          <span dir="ltr" style={{ unicodeBidi: 'isolate' }}>
            {texts.rgba} · {texts.hsl} · {texts.hsv}
          </span>
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
