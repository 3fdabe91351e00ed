import { productFormText as t } from '@pishkhan/common/i18n/fa/product-screens';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { rules } from '@pishkhan/common/rules';
import { Alert, Form, Input, Typography } from 'antd';
import { LazySelect as Select } from '../../../components/inputs/LazySelect';
import type { ProductOptions, SpecificationOption } from './product.api';
import { specsForCategories } from './productForm';

export const specField = (id: number) => ['specs', `s${id}`];

/** Text box, select or multi-select per specification; the required ones are marked. */
export function ProductSpecs({ options }: { options: ProductOptions | undefined }) {
  const categoryIds = Form.useWatch('category_ids') as number[] | undefined;
  if (!categoryIds?.length) return <Alert type="info" showIcon title={t.chooseCategoriesFirst} />;
  const specs = specsForCategories(options, categoryIds);
  if (specs.length === 0) return <Alert type="info" showIcon title={t.noSpecs} />;
  const groups = new Map<string, SpecificationOption[]>();
  for (const s of specs) {
    const g = s.group || t.specGroupDefault;
    groups.set(g, [...(groups.get(g) ?? []), s]);
  }
  return (
    <>
      {[...groups.entries()].map(([group, list]) => (
        <div key={group} className="pk-spec-group">
          {groups.size > 1 ? <Typography.Text strong>{group}</Typography.Text> : null}
          <div className="pk-form-grid">
            {list.map((s) => (
              <Form.Item key={s.id} name={specField(s.id)} label={s.label} rules={s.required ? rules(s.label, 'required') : []}>
                {s.type === 'text' ? (
                  <Input maxLength={1000} />
                ) : (
                  <Select
                    {...(s.type === 'multi_select' ? { mode: 'multiple' as const } : {})}
                    allowClear
                    showSearch={{ optionFilterProp: 'label' }}
                    placeholder={crudText.select}
                    options={s.values.map((v) => ({ value: v.id, label: v.value }))}
                  />
                )}
              </Form.Item>
            ))}
          </div>
        </div>
      ))}
    </>
  );
}
