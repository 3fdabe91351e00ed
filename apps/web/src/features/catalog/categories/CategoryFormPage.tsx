import { categoriesText as t } from '@pishkhan/common/i18n/fa/catalog-screens';
import { rules } from '@pishkhan/common/rules';
import { useQuery } from '@tanstack/react-query';
import { Form, Input } from 'antd';
import { SectionDivider } from '../../../components/crud/SectionDivider';
import { LazyTreeSelect } from '../../../components/inputs/LazyTreeSelect';
import { api, type DataResponse } from '../../../app/api';
import { FormPage, ResourceSelect, SwitchField } from '../../../components/crud';
import { SeoFields, SlugField } from '../../../components/crud/SeoFields';
import { LazyImageUpload } from '../../../components/inputs/LazyImageUpload';
import { CATEGORIES_API, CATEGORY_TREE_API, type Category, type CategoryFormValues, type CategoryNode } from './category.api';
import '../shared/catalog.css';

type Option = { value: number; title: string; disabled?: boolean; children: Option[] };
/** Tree options for the parent: the category itself and its subtree cannot be chosen. */
const toOptions = (nodes: CategoryNode[], self: number | undefined, blocked = false): Option[] =>
  nodes.map((n) => {
    const off = blocked || n.id === self;
    return { value: n.id, title: n.title, ...(off ? { disabled: true } : {}), children: toOptions(n.children, self, off) };
  });

function ParentSelect({ self, value, onChange }: { self?: number; value?: number | null; onChange?: (v: number | null) => void }) {
  const tree = useQuery({
    queryKey: [CATEGORIES_API, 'tree'],
    queryFn: ({ signal }) => api.get<DataResponse<CategoryNode[]>>(CATEGORY_TREE_API, undefined, { signal }).then((r) => r.data),
  });
  return (
    <LazyTreeSelect
      value={value ?? undefined}
      onChange={(v) => onChange?.((v as number | undefined) ?? null)}
      allowClear
      showSearch
      treeNodeFilterProp="title"
      treeDefaultExpandAll
      loading={tree.isPending}
      placeholder={t.noParent}
      treeData={toOptions(tree.data ?? [], self)}
    />
  );
}

export default function CategoryFormPage() {
  return (
    <FormPage<Category, CategoryFormValues>
      apiPath={CATEGORIES_API}
      basePath="/categories"
      permission="category"
      title={{ create: t.create, edit: t.edit }}
      initialValues={{ status: true, featured: false, parent_id: null, image: null, icon: null, attribute_ids: [], specification_ids: [], brand_ids: [] }}
      toForm={(r) => ({
        title: r.title,
        slug: r.slug,
        description: r.description ?? '',
        parent_id: r.parent_id,
        image: r.image,
        icon: r.icon,
        status: r.status,
        featured: r.featured,
        meta_title: r.meta_title ?? '',
        meta_description: r.meta_description ?? '',
        attribute_ids: r.attribute_ids,
        specification_ids: r.specification_ids,
        brand_ids: r.brand_ids,
      })}
      toBody={({ image, icon, slug, ...v }) => ({ ...v, slug: slug?.trim() || null, image_id: image?.id ?? null, icon_id: icon?.id ?? null })}
      rowName={(r) => r.title}
      fieldMap={{ image_id: 'image', icon_id: 'icon' }}
    >
      {({ record }) => (
        <>
          <div className="pk-form-grid">
            <Form.Item name="title" label={t.title_} rules={rules(t.title_, 'required|max:191')}>
              <Input maxLength={191} />
            </Form.Item>
            <SlugField label={t.slug} help={t.slugHelp} />
            <Form.Item name="parent_id" label={t.parent}>
              <ParentSelect {...(record ? { self: record.id } : {})} />
            </Form.Item>
          </div>
          <Form.Item name="description" label={t.description} rules={rules(t.description, 'max:10000')}>
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} />
          </Form.Item>
          <div className="pk-form-grid">
            <Form.Item name="image" label={t.image}>
              <LazyImageUpload label={t.image} />
            </Form.Item>
            <Form.Item name="icon" label={t.icon}>
              <LazyImageUpload label={t.icon} />
            </Form.Item>
          </div>
          <div className="pk-form-grid">
            <SwitchField />
            <SwitchField name="featured" label={t.featured} />
          </div>
          <SectionDivider>{t.relations}</SectionDivider>
          <div className="pk-form-grid">
            <Form.Item name="attribute_ids" label={t.attributes}>
              <ResourceSelect<{ id: number; label: string }> apiPath="/api/admin/attributes" mode="multiple" optionLabel={(r) => r.label} />
            </Form.Item>
            <Form.Item name="specification_ids" label={t.specifications}>
              <ResourceSelect<{ id: number; label: string }> apiPath="/api/admin/specifications" mode="multiple" optionLabel={(r) => r.label} />
            </Form.Item>
            <Form.Item name="brand_ids" label={t.brands}>
              <ResourceSelect<{ id: number; name: string }> apiPath="/api/admin/brands" mode="multiple" />
            </Form.Item>
          </div>
          <SectionDivider>{t.seo}</SectionDivider>
          <SeoFields text={t} />
        </>
      )}
    </FormPage>
  );
}
