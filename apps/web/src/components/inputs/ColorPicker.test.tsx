import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider, Form } from 'antd';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ColorPicker, colorTexts, colorValue, isValidHex, PRESET_COLORS, rgbaToHex } from './ColorPicker';

const wrap = (ui: React.ReactNode) => <ConfigProvider direction="rtl">{ui}</ConfigProvider>;

describe('colorValue', () => {
  it('gives hex, rgba, hsl, hsv and alpha', () => {
    expect(colorValue('#1F3A93')).toEqual({
      hex: '#1f3a93',
      rgba: { r: 31, g: 58, b: 147, a: 1 },
      hsl: { h: 226, s: 0.652, l: 0.349, a: 1 },
      hsv: { h: 226, s: 0.789, v: 0.576, a: 1 },
      alpha: 1,
    });
    expect(colorValue('#ff000080')).toMatchObject({ hex: '#ff000080', alpha: 0.5, rgba: { r: 255, g: 0, b: 0, a: 0.5 }, hsl: { h: 0, s: 1, l: 0.5 } });
    expect(colorValue('#fff')?.hex).toBe('#ffffff');
    expect(colorValue('0f08')?.hex).toBe('#00ff0088');
    expect(colorValue('#۱۲۳۴۵۶')?.hex).toBe('#123456'); // Persian digits
    expect(colorValue('#ffffffff')?.hex).toBe('#ffffff'); // alpha 1 drops the alpha byte
  });

  it('rejects invalid hex', () => {
    for (const bad of ['', '#12', '#12345', '#gggggg', 'red', '#1234567', null, undefined]) {
      expect(colorValue(bad)).toBeNull();
      expect(isValidHex(bad)).toBe(false);
    }
  });

  it('alpha is at most 1 and texts are CSS notations', () => {
    expect(rgbaToHex({ r: 300, g: -5, b: 16, a: 7 })).toBe('#ff0010');
    expect(rgbaToHex({ r: 0, g: 0, b: 0, a: 0 })).toBe('#00000000');
    expect(colorTexts(colorValue('#1f3a93')!)).toEqual({ rgba: 'rgba(31, 58, 147, 1)', hsl: 'hsl(226, 65%, 35%)', hsv: 'hsv(226, 79%, 58%)' });
    expect(colorTexts(colorValue('#ff000080')!).hsl).toBe('hsla(0, 100%, 50%, 0.5)');
  });

  it('has 16 valid presets', () => {
    expect(PRESET_COLORS).toHaveLength(16);
    expect(new Set(PRESET_COLORS).size).toBe(16);
    expect(PRESET_COLORS.every((c) => colorValue(c)?.hex === c)).toBe(true);
  });
});

function Controlled({ onValue, initial = '#1f3a93' }: { onValue: (v: string | null) => void; initial?: string | null }) {
  const [v, setV] = useState<string | null>(initial);
  return (
    <ColorPicker
      value={v}
      onChange={(x) => {
        setV(x);
        onValue(x);
      }}
    />
  );
}

describe('ColorPicker', () => {
  it('shows the hex and its rgba/hsl/hsv texts', () => {
    render(wrap(<Controlled onValue={() => {}} />));
    expect(screen.getByLabelText('کد رنگ')).toHaveValue('#1f3a93');
    expect(screen.getByLabelText('کد رنگ')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('مقادیر رنگ')).toHaveTextContent('rgba(31, 58, 147, 1) · hsl(226, 65%, 35%) · hsv(226, 79%, 58%)');
  });

  it('a valid hex typed is passed on; an invalid one is not and shows a Persian error', async () => {
    const onValue = vi.fn();
    render(wrap(<Controlled onValue={onValue} />));
    const box = screen.getByLabelText('کد رنگ');
    await userEvent.clear(box);
    await userEvent.type(box, '#12345');
    // '#123' and '#1234' were valid on the way; '#12345' is not passed on
    expect(onValue.mock.calls.map((c) => c[0])).toEqual(['#112233', '#11223344']);
    expect(screen.getByRole('alert')).toHaveTextContent('رنگ باید کد رنگ معتبر مانند #1f3a93 باشد');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(box, '6');
    expect(onValue).toHaveBeenLastCalledWith('#123456');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('مقادیر رنگ')).toHaveTextContent('rgba(18, 52, 86, 1)');
    await userEvent.clear(box);
    await userEvent.type(box, 'zz');
    expect(onValue).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('keeps alpha in #rrggbbaa', async () => {
    const onValue = vi.fn();
    render(wrap(<Controlled onValue={onValue} />));
    const box = screen.getByLabelText('کد رنگ');
    await userEvent.clear(box);
    await userEvent.type(box, 'FF000080');
    expect(onValue).toHaveBeenLastCalledWith('#ff000080');
    expect(screen.getByLabelText('مقادیر رنگ')).toHaveTextContent('rgba(255, 0, 0, 0.5)');
  });

  it('offers the 16 presets in the popover and picks one', async () => {
    const onValue = vi.fn();
    render(wrap(<Controlled onValue={onValue} />));
    // antd's picker loads when the field is first shown, behind a swatch of the same frame
    // (an earlier test of this file may have loaded the chunk already: then the picker is there at once)
    const swatch = document.querySelector('.pk-swatch-loading');
    if (swatch) expect(swatch).toHaveAttribute('aria-busy', 'true');
    await vi.waitFor(() => expect(document.querySelector('.ant-color-picker-trigger')).not.toBeNull(), { timeout: 10_000 }); // the lazy chunk, slow on a busy machine
    expect(document.querySelector('.pk-swatch-loading')).toBeNull();
    await userEvent.click(document.querySelector('.ant-color-picker-trigger')!);
    expect(await screen.findByText('رنگ‌های پیشنهادی')).toBeInTheDocument();
    const swatches = document.querySelectorAll('.ant-color-picker-presets-color');
    expect(swatches).toHaveLength(16);
    await userEvent.click(swatches[4]!);
    expect(onValue).toHaveBeenLastCalledWith('#f5222d');
    expect(screen.getByLabelText('کد رنگ')).toHaveValue('#f5222d');
  });

  it('works as a form control with a hex string value', async () => {
    const onFinish = vi.fn();
    render(
      wrap(
        <Form onFinish={onFinish} initialValues={{ code: '#00ff00' }}>
          <Form.Item name="code" label="کد">
            <ColorPicker />
          </Form.Item>
          <button type="submit">ثبت</button>
        </Form>,
      ),
    );
    const box = screen.getByLabelText('کد');
    expect(box).toHaveValue('#00ff00');
    await userEvent.clear(box);
    await userEvent.type(box, '#abc');
    await userEvent.click(screen.getByText('ثبت'));
    await vi.waitFor(() => expect(onFinish).toHaveBeenCalledWith({ code: '#aabbcc' }));
  });
});
