import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider, Form } from 'antd';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PriceInput } from './PriceInput';

const wrap = (ui: React.ReactNode) => <ConfigProvider direction="rtl">{ui}</ConfigProvider>;

function Controlled({ onValue, initial = null }: { onValue?: (v: number | null) => void; initial?: number | null }) {
  const [v, setV] = useState<number | null>(initial);
  return (
    <>
      <PriceInput
        aria-label="قیمت"
        value={v}
        onChange={(n) => {
          setV(n);
          onValue?.(n);
        }}
      />
      <output data-testid="value">{v === null ? 'null' : String(v)}</output>
    </>
  );
}

describe('PriceInput', () => {
  it("typing '۱۲۵۰۰۰۰' shows '1,250,000' and gives 1250000", async () => {
    const onValue = vi.fn();
    render(wrap(<Controlled onValue={onValue} />));
    const box = screen.getByLabelText('قیمت');
    await userEvent.type(box, '۱۲۵۰۰۰۰');
    expect(box).toHaveValue('1,250,000');
    expect(onValue).toHaveBeenLastCalledWith(1250000);
    expect(screen.getByTestId('value')).toHaveTextContent('1250000');
  });

  it('Arabic digits and mixed text are converted and stripped', async () => {
    render(wrap(<Controlled />));
    const box = screen.getByLabelText('قیمت');
    await userEvent.type(box, '٣٤٥ تومان 6');
    expect(box).toHaveValue('3,456');
    expect(screen.getByTestId('value')).toHaveTextContent('3456');
  });

  it("'abc' gives '' and the value stays null", async () => {
    const onValue = vi.fn();
    render(wrap(<Controlled onValue={onValue} />));
    const box = screen.getByLabelText('قیمت');
    await userEvent.type(box, 'abc');
    expect(box).toHaveValue('');
    expect(screen.getByTestId('value')).toHaveTextContent('null');
    expect(onValue).not.toHaveBeenCalled();
  });

  it('clearing gives null; leading zeros are dropped', async () => {
    render(wrap(<Controlled initial={1500} />));
    const box = screen.getByLabelText('قیمت');
    expect(box).toHaveValue('1,500');
    await userEvent.clear(box);
    expect(box).toHaveValue('');
    expect(screen.getByTestId('value')).toHaveTextContent('null');
    await userEvent.type(box, '0012');
    expect(box).toHaveValue('12');
  });

  it('is a left-to-right island with the unit as suffix', () => {
    render(wrap(<PriceInput aria-label="قیمت" value={1250000} unit="ریال" />));
    const box = screen.getByLabelText('قیمت');
    expect(box).toHaveAttribute('dir', 'ltr');
    expect(box).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByText('ریال')).toBeInTheDocument();
    render(wrap(<PriceInput aria-label="دوم" value={null} />));
    expect(screen.getByText('تومان')).toBeInTheDocument();
  });

  it('keeps the caret after the same digit when commas move', async () => {
    render(wrap(<Controlled initial={250000} />));
    const box = screen.getByLabelText('قیمت') as HTMLInputElement;
    box.focus();
    box.setSelectionRange(0, 0); // before "2" of "250,000"
    await userEvent.keyboard('1');
    expect(box).toHaveValue('1,250,000');
    expect(box.selectionStart).toBe(1); // right after the typed "1"
    box.setSelectionRange(5, 5); // "1,250|,000"
    await userEvent.keyboard('9');
    expect(box).toHaveValue('12,509,000');
    expect(box.selectionStart).toBe(6); // "12,509|,000"
  });

  it('Backspace just after a comma deletes the digit before it', async () => {
    render(wrap(<Controlled initial={1250000} />));
    const box = screen.getByLabelText('قیمت') as HTMLInputElement;
    box.focus();
    box.setSelectionRange(2, 2); // "1,|250,000"
    fireEvent.keyDown(box, { key: 'Backspace' });
    expect(box.selectionStart).toBe(1); // skipped over the comma
    await userEvent.keyboard('{Backspace}');
    expect(box).toHaveValue('250,000');
    expect(screen.getByTestId('value')).toHaveTextContent('250000');
  });

  it('refuses more than maxDigits digits', async () => {
    render(wrap(<PriceInput aria-label="قیمت" maxDigits={4} />));
    const box = screen.getByLabelText('قیمت');
    await userEvent.type(box, '123456');
    expect(box).toHaveValue('1,234');
  });

  it('gives the form an integer and follows form resets', async () => {
    const onFinish = vi.fn();
    function F() {
      const [form] = Form.useForm();
      return (
        <Form form={form} onFinish={onFinish} initialValues={{ price: 990000 }}>
          <Form.Item name="price" label="قیمت">
            <PriceInput />
          </Form.Item>
          <button type="submit">ثبت</button>
          <button type="button" onClick={() => form.setFieldsValue({ price: 42000 })}>
            تغییر
          </button>
        </Form>
      );
    }
    render(wrap(<F />));
    const box = screen.getByLabelText('قیمت');
    expect(box).toHaveValue('990,000');
    await userEvent.clear(box);
    await userEvent.type(box, '۲۰۰۰۰۰۰');
    await userEvent.click(screen.getByText('ثبت'));
    await vi.waitFor(() => expect(onFinish).toHaveBeenCalledWith({ price: 2000000 }));
    await userEvent.click(screen.getByText('تغییر'));
    expect(box).toHaveValue('42,000');
  });
});
