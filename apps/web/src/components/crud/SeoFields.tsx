import { rules } from '@pishkhan/common/rules';
import { Form, Input } from 'antd';

/**
 * A page's address part in the shop: optional (the server makes it from the title when left empty),
 * Persian letters allowed. `max` is the column's length (191, brands 150); `ltr` for a Latin slug.
 */
export function SlugField({ label, help, max = 191, ltr = false }: { label: string; help: string; max?: number; ltr?: boolean }) {
  return (
    <Form.Item name="slug" label={label} extra={help} rules={rules(label, `max:${max}`)}>
      <Input maxLength={max} {...(ltr ? { dir: 'ltr' } : {})} />
    </Form.Item>
  );
}

/** The meta title (≤ 191) and meta description (≤ 500) of a page in the shop, side by side. */
export function SeoFields({ text }: { text: { metaTitle: string; metaDescription: string } }) {
  return (
    <div className="pk-form-grid">
      <Form.Item name="meta_title" label={text.metaTitle} rules={rules(text.metaTitle, 'max:191')}>
        <Input maxLength={191} />
      </Form.Item>
      <Form.Item name="meta_description" label={text.metaDescription} rules={rules(text.metaDescription, 'max:500')}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={500} />
      </Form.Item>
    </div>
  );
}
