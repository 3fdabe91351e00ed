import { OrderedListOutlined } from '@ant-design/icons';
import { shippingMethodsText as t } from '@pishkhan/common/i18n/fa/shipping-screens';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Modal, Skeleton, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { api, errorMessage, type ListResponse } from '../../../app/api';
import { useCan } from '../../../app/session';
import { NestedSortable, type TreeNode } from '../../../components/inputs/NestedSortable';
import { SHIPPING_METHODS_API, SHIPPING_METHODS_ORDER_API, type ShippingMethod } from './shipping-method.api';

type Item = TreeNode & { id: number; method: ShippingMethod };

/** The «sort» button of the list: drag the methods (one level) and save their order in one request. */
export function ShippingMethodSort() {
  const can = useCan();
  const qc = useQueryClient();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [items, setItems] = useState<Item[] | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const list = useQuery({
    queryKey: [SHIPPING_METHODS_API, 'sort'],
    queryFn: () => api.get<ListResponse<ShippingMethod>>(SHIPPING_METHODS_API, { sort: 'position', per_page: 100 }),
    enabled: open,
  });
  useEffect(() => {
    if (open && list.data && items === null) setItems(list.data.data.map((m) => ({ id: m.id, title: m.name, method: m, children: [] })));
  }, [open, list.data, items]);
  if (!can('update_shipping')) return null;

  const close = () => {
    setOpen(false);
    setItems(null);
    setError(null);
  };
  const save = async () => {
    if (!items) return;
    setSaving(true);
    setError(null);
    try {
      await api.put(SHIPPING_METHODS_ORDER_API, { ids: items.map((i) => i.id) });
      message.success(t.sortSaved);
      await qc.invalidateQueries({ queryKey: [SHIPPING_METHODS_API] });
      close();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Button icon={<OrderedListOutlined />} onClick={() => setOpen(true)}>
        {t.sort}
      </Button>
      <Modal open={open} title={t.sortTitle} onCancel={close} onOk={() => void save()} okText={t.saveOrder} confirmLoading={saving} destroyOnHidden>
        <Typography.Paragraph type="secondary">{t.sortHelp}</Typography.Paragraph>
        {error ? <Alert type="error" showIcon title={error} className="pk-mb" /> : null}
        {items === null ? (
          <Skeleton active />
        ) : (
          <NestedSortable<Item>
            value={items}
            maxDepth={1}
            onChange={setItems}
            aria-label={t.sortTitle}
            renderItem={(n) => (
              <span>
                {n.method.name} {n.method.status ? null : <Tag>{t.inactive}</Tag>}
              </span>
            )}
          />
        )}
      </Modal>
    </>
  );
}
