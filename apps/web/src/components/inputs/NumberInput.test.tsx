import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider, Form } from 'antd';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NUMBER_INPUT_ATTR, NumberInput, type NumberInputProps } from './NumberInput';
import { formatNumberText, parseNumberText } from './numberText';

const wrap = (ui: React.ReactNode) => <ConfigProvider direction="rtl">{ui}</ConfigProvider>;

function Controlled(props: Omit<NumberInputProps, 'value' | 'onChange'> & { initial?: number | null }) {
  const { initial = null, ...rest } = props;
  const [v, setV] = useState<number | null>(initial);
  return (
    <>
      <NumberInput aria-label="عدد" {...rest} value={v} onChange={setV} />
      <output data-testid="value">{v === null ? 'null' : String(v)}</output>
    </>
  );
}
const value = () => screen.getByTestId('value').textContent;

describe('number text', () => {
  const int = { decimals: 0, negative: false, grouping: true };
  it('reads Persian and Arabic digits and every thousands separator', () => {
    expect(formatNumberText('۱،۲۵۰٬۰۰۰', int)).toBe('1,250,000');
    expect(parseNumberText('٣٤٥,٦', int)).toBe(3456);
    expect(parseNumberText('۲۵', int)).toBe(25);
  });
  it('never makes a number out of text without digits', () => {
    expect(parseNumberText('abc', int)).toBeNull();
    expect(parseNumberText('', int)).toBeNull();
    expect(parseNumberText('-', { ...int, negative: true })).toBeNull();
  });
  it('keeps decimals with either point, and a minus only when allowed', () => {
    const dec = { decimals: 2, negative: true, grouping: false };
    expect(formatNumberText('۳٫۱۴۱۵', dec)).toBe('3.14');
    expect(parseNumberText('-۱.۵', dec)).toBe(-1.5);
    expect(formatNumberText('-۵', int)).toBe('5');
  });
});

describe('NumberInput', () => {
  it('typing ۲۵ gives 25 and keeps it after blur (the variant stock bug)', async () => {
    render(wrap(<Controlled min={0} />));
    const box = screen.getByLabelText('عدد');
    await userEvent.type(box, '۲۵');
    await userEvent.tab();
    expect(box).toHaveValue('25');
    expect(value()).toBe('25');
  });

  it('pasting Arabic digits with separators gives the number', async () => {
    render(wrap(<Controlled />));
    const box = screen.getByLabelText('عدد');
    box.focus();
    await userEvent.paste('١٬٢٠٠، ');
    expect(box).toHaveValue('1,200');
    expect(value()).toBe('1200');
  });

  it('letters leave the box empty and the value null, not 0', async () => {
    render(wrap(<Controlled initial={7} />));
    const box = screen.getByLabelText('عدد');
    await userEvent.clear(box);
    await userEvent.type(box, 'abc');
    await userEvent.tab();
    expect(box).toHaveValue('');
    expect(value()).toBe('null');
  });

  it('a decimal box takes ٫ as the point and limits the fraction', async () => {
    render(wrap(<Controlled decimals={3} grouping={false} min={-90} max={90} />));
    const box = screen.getByLabelText('عدد');
    await userEvent.type(box, '-۳۵٫۶۸۹۲');
    expect(box).toHaveValue('-35.689');
    expect(value()).toBe('-35.689');
    expect(box).toHaveAttribute(NUMBER_INPUT_ATTR, 'decimal');
    expect(box).toHaveAttribute('inputmode', 'decimal');
  });

  it('an out-of-range value is flagged, never changed', async () => {
    render(wrap(<Controlled min={1} max={100} />));
    const box = screen.getByLabelText('عدد');
    await userEvent.type(box, '۱۵۰');
    await userEvent.tab();
    expect(box).toHaveValue('150');
    expect(value()).toBe('150');
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });

  it('marks itself, is a left-to-right island and shows the unit', () => {
    render(wrap(<NumberInput aria-label="عدد" value={12} unit="%" />));
    const box = screen.getByLabelText('عدد');
    expect(box).toHaveAttribute(NUMBER_INPUT_ATTR, 'integer');
    expect(box).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('%')).toBeInTheDocument();
  });

  it('gives a form the number typed in Persian digits', async () => {
    const onFinish = vi.fn();
    render(
      wrap(
        <Form onFinish={onFinish} initialValues={{ stock: 3 }}>
          <Form.Item name="stock" label="موجودی">
            <NumberInput min={0} />
          </Form.Item>
          <button type="submit">ثبت</button>
        </Form>,
      ),
    );
    const box = screen.getByLabelText('موجودی');
    await userEvent.clear(box);
    await userEvent.type(box, '۱۲۳۴');
    await userEvent.click(screen.getByText('ثبت'));
    await vi.waitFor(() => expect(onFinish).toHaveBeenCalledWith({ stock: 1234 }));
  });
});
