import { productFormText as t } from '@pishkhan/common/i18n/fa/product-screens';
import { Alert, Skeleton } from 'antd';
import { useMemo, useRef } from 'react';
import { errorMessage } from '../../../app/api';
import { useSession } from '../../../app/session';
import { FormPage } from '../../../components/crud/FormPage';
import { lazyPart } from '../../../components/crud/lazyPart';
import { SeoFields } from '../../../components/crud/SeoFields';
import { PRODUCTS_API, type Product } from './product.api';
import { PRODUCT_FORM_EMPTY, productToBody, productToForm, type ProductValues } from './productForm';
import { ProductFormSection } from './ProductFormSection';
import { ProductGeneralSection } from './ProductGeneralSection';
import { ProductImagesSection } from './ProductImagesSection';
import { ProductPricingSection } from './ProductPricingSection';
import { ProductSpecs } from './ProductSpecs';
import { categoryTree, useProductOptions } from './useProductOptions';
import './products.css';


/** The variants grid (a table of rows with their own pictures) loads after the sections above it show. */
const ProductVariants = lazyPart(() => import('./ProductVariants').then((m) => m.ProductVariants), <Skeleton active />);
/** The role-price grid (feature customer_roles) loads only when the feature is on and the product is saved. */
const ProductRolePrices = lazyPart(() => import('./ProductRolePrices').then((m) => m.ProductRolePrices), <Skeleton active />);

export default function ProductFormPage() {
  const { home, featureOn } = useSession();
  const giftsOn = featureOn('gifts');
  const rolesOn = featureOn('customer_roles');
  const unit = home.unit_label;
  const options = useProductOptions();
  const tree = useMemo(() => categoryTree(options.data?.categories), [options.data]);
  const fieldMap = useRef<Record<string, string>>({}).current;
  const opt = options.data;

  return (
    <FormPage<Product, ProductValues>
      apiPath={PRODUCTS_API}
      basePath="/products"
      permission="product"
      wide
      title={{ create: t.create, edit: t.edit }}
      initialValues={PRODUCT_FORM_EMPTY}
      toForm={productToForm}
      toBody={(_v, ctx) => productToBody(ctx.form.getFieldsValue(true) as ProductValues, opt, fieldMap, { gifts: giftsOn })}
      fieldMap={fieldMap}
      rowName={(r) => r.title}
    >
      {({ isEdit, record, form, markDirty }) => (
        <>
          {options.isError ? <Alert type="error" showIcon className="pk-mb" title={errorMessage(options.error)} /> : null}
          <ProductFormSection id="general" title={t.tabs.general}>
            <ProductGeneralSection record={isEdit ? record : undefined} options={opt} optionsLoading={options.isPending} tree={tree} giftsOn={giftsOn} />
          </ProductFormSection>
          <ProductFormSection id="pricing" title={t.tabs.pricing}>
            <ProductPricingSection unit={unit} />
          </ProductFormSection>
          <ProductFormSection id="images" title={t.tabs.images}>
            <ProductImagesSection form={form} />
          </ProductFormSection>
          <ProductFormSection id="specifications" title={t.tabs.specifications}>
            <ProductSpecs options={opt} />
          </ProductFormSection>
          <ProductFormSection id="variants" title={t.tabs.variants}>
            <ProductVariants form={form} colors={opt?.colors ?? []} attributes={opt?.attributes ?? []} unit={unit} onChanged={markDirty} />
          </ProductFormSection>
          {rolesOn ? (
            <ProductFormSection id="role-prices" title={t.rolePrices.title}>
              {isEdit && record ? <ProductRolePrices productId={record.id} unit={unit} version={record.updated_at} /> : <Alert type="info" showIcon title={t.rolePrices.saveFirst} />}
            </ProductFormSection>
          ) : null}
          <ProductFormSection id="seo" title={t.tabs.seo}>
            <SeoFields text={t} />
          </ProductFormSection>
        </>
      )}
    </FormPage>
  );
}
