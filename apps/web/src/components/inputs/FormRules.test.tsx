import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider, Form, Input } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { rules, VALIDATE_TRIGGER } from '@pishkhan/common/rules';
import { PriceInput } from './PriceInput';

function TestForm({ onFinish = () => {} }: { onFinish?: (v: unknown) => void }) {
  return (
    <ConfigProvider direction="rtl">
      <Form validateTrigger={VALIDATE_TRIGGER} onFinish={onFinish}>
        <Form.Item name="name" label="نام" rules={rules('نام', 'required|min:3|max:20')}>
          <Input />
        </Form.Item>
        <Form.Item name="mobile" label="موبایل" rules={rules('موبایل', ['digits:11', ['regex', /^09/]])}>
          <Input />
        </Form.Item>
        <Form.Item name="password" label="رمز">
          <Input />
        </Form.Item>
        <Form.Item name="password2" label="تکرار رمز" dependencies={['password']} rules={rules('تکرار رمز', 'confirmed:password')}>
          <Input />
        </Form.Item>
        <Form.Item name="price" label="قیمت" rules={rules('قیمت', 'required|min_value:1000')}>
          <PriceInput />
        </Form.Item>
        <button type="submit">ثبت</button>
      </Form>
    </ConfigProvider>
  );
}

describe('rules() in an antd Form', () => {
  it('validates on input with the Persian message', async () => {
    render(<TestForm />);
    const name = screen.getByLabelText('نام');
    await userEvent.type(name, 'ab');
    expect(await screen.findByText('نام باید دست‌کم ۳ کاراکتر باشد')).toBeInTheDocument();
    await userEvent.type(name, 'c');
    await vi.waitFor(() => expect(screen.queryByText('نام باید دست‌کم ۳ کاراکتر باشد')).toBeNull());
    await userEvent.clear(name);
    expect(await screen.findByText('نام الزامی است')).toBeInTheDocument();
  });

  it('validates on blur of an untouched field', async () => {
    render(<TestForm />);
    fireEvent.blur(screen.getByLabelText('نام'));
    expect(await screen.findByText('نام الزامی است')).toBeInTheDocument();
  });

  it('marks required fields and checks Persian digits, regex and confirmation', async () => {
    render(<TestForm />);
    expect(screen.getByText('نام', { selector: 'label' })).toHaveClass('ant-form-item-required');
    expect(screen.getByText('موبایل', { selector: 'label' })).not.toHaveClass('ant-form-item-required');
    await userEvent.type(screen.getByLabelText('موبایل'), '۰۹۱۲۳۴۵۶۷۸۹');
    await userEvent.type(screen.getByLabelText('رمز'), 'secret');
    await userEvent.type(screen.getByLabelText('تکرار رمز'), 'secreT');
    expect(await screen.findByText('تکرار رمز با تکرار آن یکسان نیست')).toBeInTheDocument();
    expect(screen.queryByText(/موبایل باید/)).toBeNull();
    await userEvent.type(screen.getByLabelText('قیمت'), '۹۰۰');
    expect(await screen.findByText('مقدار قیمت باید ۱۰۰۰ یا بیشتر باشد')).toBeInTheDocument();
  });

  it('submits only when every rule passes', async () => {
    const onFinish = vi.fn();
    render(<TestForm onFinish={onFinish} />);
    await userEvent.click(screen.getByText('ثبت'));
    expect(await screen.findByText('قیمت الزامی است')).toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('نام'), 'علیرضا');
    await userEvent.type(screen.getByLabelText('قیمت'), '1250000');
    await userEvent.click(screen.getByText('ثبت'));
    await vi.waitFor(() => expect(onFinish).toHaveBeenCalledWith(expect.objectContaining({ name: 'علیرضا', price: 1250000 })));
  });
});
