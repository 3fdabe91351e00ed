import { recommendationsText as t } from '@pishkhan/common/i18n/fa/merch-screens';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { api, errorMessage } from '../../../app/api';
import { PageHeader, resourceKeys } from '../../../components/crud';
import { ProductPicker, type PickedProduct } from '../shared/ProductPicker';
import { RECOMMENDATIONS_API, type RecommendationGroup, type RecommendationItem } from './recommendation.api';

/** /admin/recommendation/:group — add, remove and drag the products of a curated group. */
export default function RecommendationItemsPage() {
  const { group = '' } = useParams();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const path = `${RECOMMENDATIONS_API}/${group}`;
  const info = useQuery({ queryKey: resourceKeys.item(RECOMMENDATIONS_API, group), queryFn: () => api.get<{ data: RecommendationGroup }>(path) });
  const items = useQuery({ queryKey: [path, 'items'], queryFn: () => api.get<{ data: RecommendationItem[] }>(`${path}/items`) });
  const [value, setValue] = useState<PickedProduct[]>([]);
  const [busy, setBusy] = useState(false);
  const saved = (items.data?.data ?? []).map((i) => i.product_id);
  useEffect(() => {
    if (items.data) setValue(items.data.data.map((i) => ({ id: i.product_id, title: i.product?.title ?? String(i.product_id), image: i.product?.image ?? null })));
  }, [items.data]);
  const reload = () => Promise.all([qc.invalidateQueries({ queryKey: [path, 'items'] }), qc.invalidateQueries({ queryKey: resourceKeys.all(RECOMMENDATIONS_API) })]);

  const onChange = async (next: PickedProduct[]) => {
    const ids = next.map((p) => p.id);
    const added = ids.filter((id) => !saved.includes(id));
    const removed = saved.filter((id) => !ids.includes(id));
    setValue(next);
    if (!added.length && !removed.length) return; // a reorder: saved with the button
    setBusy(true);
    try {
      for (const id of added) await api.post(`${path}/items`, { product_id: id });
      for (const id of removed) await api.delete(`${path}/items/${id}`);
      message.success(added.length ? t.added : t.removed);
    } catch (e) {
      message.error(errorMessage(e));
    } finally {
      setBusy(false);
      await reload();
    }
  };
  const reordered = value.length === saved.length && value.some((p, i) => p.id !== saved[i]);
  const saveOrder = async () => {
    setBusy(true);
    try {
      await api.put(`${path}/items/order`, { product_ids: value.map((p) => p.id) });
      message.success(t.orderSaved);
      await reload();
    } catch (e) {
      message.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  const g = info.data?.data;
  return (
    <>
      <PageHeader
        title={g ? t.itemsTitle(g.label) : ''}
        back="/recommendation-groups"
        extra={
          g && !g.builtin ? (
            <Button type="primary" disabled={!reordered} loading={busy} onClick={saveOrder}>
              {t.saveOrder}
            </Button>
          ) : null
        }
      />
      {info.isLoading || items.isLoading ? (
        <Spin />
      ) : g?.builtin ? (
        <Alert type="info" showIcon title={t.builtinHint} />
      ) : (
        <Card>
          <ProductPicker value={value} onChange={onChange} disabled={busy} />
        </Card>
      )}
    </>
  );
}
