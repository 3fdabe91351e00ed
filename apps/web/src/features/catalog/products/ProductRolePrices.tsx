import { productFormText } from '@pishkhan/common/i18n/fa/product-screens';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { toPersianDigits } from '@pishkhan/common/text';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Skeleton, Table, Typography } from 'antd';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { api, errorMessage, isApiError, type DataResponse } from '../../../app/api';
import { useCan } from '../../../app/session';
import { PriceInput } from '../../../components/inputs/PriceInput';
import { PRODUCTS_API, type RolePrices } from './product.api';

const t = productFormText.rolePrices;
const cell = (variantId: number, roleId: number) => `${variantId}:${roleId}`;

/**
 * A saved product's fixed prices per variant and customer role (feature customer_roles): one row
 * per variant, one column per role, an empty box for "no fixed price". Saved on its own (PUT
 * /role-prices), apart from the product form's save; a refusal marks the boxes it names.
 */
export function ProductRolePrices({ productId, unit, version }: { productId: number; unit: string | undefined; version: string | undefined }) {
  const { message } = App.useApp();
  const can = useCan();
  const client = useQueryClient();
  const path = `${PRODUCTS_API}/${productId}/role-prices`;
  // The product's save may add or remove variants: `version` (its updated_at) reads the grid again.
  const query = useQuery({ queryKey: [path, version], queryFn: () => api.get<DataResponse<RolePrices>>(path).then((r) => r.data) });
  const [values, setValues] = useState<Map<string, number | null>>(new Map());
  const [errors, setErrors] = useState<Map<string, string>>(new Map());
  useEffect(() => {
    if (query.data) setValues(new Map(query.data.prices.map((p) => [cell(p.variant_id, p.role_id), p.price])));
  }, [query.data]);

  const sent = () =>
    [...values].flatMap(([k, price]) => {
      if (price === null || price === undefined) return [];
      const [variant_id, role_id] = k.split(':').map(Number) as [number, number];
      return [{ variant_id, role_id, price }];
    });
  const save = useMutation({
    mutationFn: (prices: ReturnType<typeof sent>) => api.put<DataResponse<RolePrices>>(path, { prices }),
    onSuccess: (r) => {
      setErrors(new Map());
      client.setQueryData([path, version], r.data);
      message.success(t.saved);
    },
    onError: (e, prices) => {
      // `prices.<i>.<field>` → the box of that line.
      const marked = new Map<string, string>();
      if (isApiError(e) && e.fields)
        for (const [field, text] of Object.entries(e.fields)) {
          const m = /^prices\.(\d+)\./.exec(field);
          const line = m ? prices[Number(m[1])] : undefined;
          if (line) marked.set(cell(line.variant_id, line.role_id), text);
        }
      setErrors(marked);
    },
  });

  if (query.isPending) return <Skeleton active />;
  if (query.isError) return <Alert type="error" showIcon title={errorMessage(query.error)} />;
  const { roles, variants } = query.data;
  if (!roles.length) return <Alert type="info" showIcon title={t.noRoles} />;
  const mayEdit = can('update_product');
  // Enter in a box does not submit the product form around the grid.
  const keepEnter = (e: KeyboardEvent) => {
    if (e.key === 'Enter') e.preventDefault();
  };

  return (
    <div onKeyDown={keepEnter} data-testid="role-prices">
      <Typography.Paragraph type="secondary">{t.help}</Typography.Paragraph>
      {save.isError && !errors.size ? <Alert type="error" showIcon className="pk-mb" title={errorMessage(save.error)} /> : null}
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={variants}
        columns={[
          { key: 'variant', title: productFormText.variant, render: (_: unknown, v) => <span>{toPersianDigits(v.title)}</span> },
          ...roles.map((r) => {
            const title = r.discount_percent ? t.roleWithPercent(r.name, toPersianDigits(r.discount_percent)) : r.name;
            return {
              key: `r${r.id}`,
              title,
              render: (_: unknown, v: RolePrices['variants'][number]) => {
                const k = cell(v.id, r.id);
                const error = errors.get(k);
                return (
                  <div>
                    <PriceInput
                      {...(unit ? { unit } : {})}
                      aria-label={t.priceOf(v.title, r.name)}
                      placeholder={crudText.none}
                      status={error ? 'error' : undefined}
                      style={{ inlineSize: 170 }}
                      disabled={!mayEdit}
                      value={values.get(k) ?? null}
                      onChange={(n) => {
                        setValues((m) => new Map(m).set(k, typeof n === 'number' ? n : null));
                        setErrors((m) => (m.has(k) ? new Map([...m].filter(([x]) => x !== k)) : m));
                      }}
                    />
                    {error ? <Typography.Text type="danger" className="pk-role-price-error">{error}</Typography.Text> : null}
                  </div>
                );
              },
            };
          }),
        ]}
      />
      {mayEdit ? (
        <Button className="pk-role-price-save" onClick={() => save.mutate(sent())} loading={save.isPending}>
          {t.save}
        </Button>
      ) : null}
    </div>
  );
}
