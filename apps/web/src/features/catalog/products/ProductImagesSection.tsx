import { productFormText as t } from '@pishkhan/common/i18n/fa/product-screens';
import { rules } from '@pishkhan/common/rules';
import { toPersianDigits } from '@pishkhan/common/text';
import { Form, Input, type FormInstance } from 'antd';
import type { ImageRef } from '../../../components/inputs/ImageUpload';
import { LazyImageUpload } from '../../../components/inputs/LazyImageUpload';
import type { ProductValues } from './productForm';

/** The gallery (the first image is the main one) and an alternative text per image. */
export function ProductImagesSection({ form }: { form: FormInstance }) {
  return (
    <>
      <Form.Item name="images" label={t.images} extra={t.imagesHelp}>
        <LazyImageUpload multiple slideshow label={t.images} maxCount={30} />
      </Form.Item>
      <Form.Item noStyle shouldUpdate={(a: ProductValues, b: ProductValues) => a.images !== b.images}>
        {() => {
          const imgs = (form.getFieldValue('images') as ImageRef[] | undefined) ?? [];
          return imgs.length ? (
            <div className="pk-alt-list">
              {imgs.map((im, i) => (
                <Form.Item key={String(im.id)} name={['image_alts', `m${im.id}`]} label={t.imageAltFor(toPersianDigits(i + 1))} rules={rules(t.imageAlt, 'max:191')}>
                  <Input maxLength={191} />
                </Form.Item>
              ))}
            </div>
          ) : null;
        }}
      </Form.Item>
    </>
  );
}
