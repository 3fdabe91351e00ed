import { EnvironmentOutlined, PictureOutlined } from '@ant-design/icons';
import { shippingMethodsText as t } from '@pishkhan/common/i18n/fa/shipping-screens';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { formatMoney } from '@pishkhan/common/text';
import { Button, Tag, Tooltip } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { faDigits } from '../../../app/format';
import { useSession } from '../../../app/session';
import { type ListColumn, ListPage, standardBulk, statusColumn, statusOptions } from '../../../components/crud';
import { SHIPPING_METHODS_API, type ShippingMethod } from './shipping-method.api';
import { ShippingMethodSort } from './ShippingMethodSort';

const money = (v: number | null, unit: string | undefined, empty: string) => (v === null ? <Tag>{empty}</Tag> : <span className="pk-nowrap">{formatMoney(v, unit ?? '')}</span>);

function columns(unit: string | undefined): ListColumn<ShippingMethod>[] {
  return [
    {
      key: 'logo',
      title: t.logo,
      width: 72,
      render: (_: unknown, r: ShippingMethod) =>
        r.logo ? <img src={r.logo.url} alt={r.name} className="pk-logo-thumb" loading="lazy" /> : <PictureOutlined aria-label={t.noLogo} className="pk-logo-thumb" />,
    },
    { key: 'name', title: t.name, dataIndex: 'name', sortKey: 'name' },
    {
      key: 'default_price',
      title: t.defaultPriceShort,
      sortKey: 'default_price',
      render: (_: unknown, r: ShippingMethod) => (r.is_free ? <Tag color="green">{t.free}</Tag> : money(r.default_price, unit, t.free)),
    },
    { key: 'free_threshold', title: t.freeThresholdShort, sortKey: 'free_threshold', render: (_: unknown, r: ShippingMethod) => money(r.free_threshold, unit, t.never) },
    {
      key: 'minimum_delay',
      title: t.minimumDelayShort,
      sortKey: 'minimum_delay',
      render: (_: unknown, r: ShippingMethod) => (r.minimum_delay ? t.days(faDigits(r.minimum_delay)) : t.sameDay),
    },
    {
      key: 'areas',
      title: t.areas,
      render: (_: unknown, r: ShippingMethod) => (r.provinces_count ? t.areasCount(r.provinces_count, r.cities_count) : <Tag>{t.areasEverywhere}</Tag>),
    },
    statusColumn<ShippingMethod>(),
  ];
}

const bulk = standardBulk<ShippingMethod>(SHIPPING_METHODS_API, 'shipping');

/** /admin/shipping — the methods in the order customers see them; «sort» drags them into a new order. */
export default function ShippingMethodListPage() {
  const { home } = useSession();
  const cols = useMemo(() => columns(home.unit_label), [home.unit_label]);
  return (
    <ListPage<ShippingMethod>
      title={t.title}
      apiPath={SHIPPING_METHODS_API}
      permission="shipping"
      basePath="/shipping"
      columns={cols}
      createLabel={t.create}
      searchPlaceholder={t.searchPlaceholder}
      defaultSort="position"
      headerExtra={<ShippingMethodSort />}
      filters={[
        { name: 'status', label: crudText.status, options: statusOptions },
        { name: 'is_free', label: t.filterIsFree, options: [{ value: 'true', label: crudText.yes }, { value: 'false', label: crudText.no }], width: 170 },
      ]}
      bulkActions={bulk}
      rowName={(r) => r.name}
      rowActions={(r) => (
        <Tooltip title={t.editAreas}>
          <Link to={`/shipping/cities/${r.id}`} aria-label={t.editAreas}>
            <Button type="text" icon={<EnvironmentOutlined />} aria-label={t.editAreas} tabIndex={-1} />
          </Link>
        </Tooltip>
      )}
    />
  );
}
