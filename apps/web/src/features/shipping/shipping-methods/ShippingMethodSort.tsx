import { shippingMethodsText as t } from '@pishkhan/common/i18n/fa/shipping-screens';
import { Tag } from 'antd';
import { SortButton } from '../../../components/crud/SortButton';
import { SHIPPING_METHODS_API, SHIPPING_METHODS_ORDER_API, type ShippingMethod } from './shipping-method.api';

const title = (m: ShippingMethod) => m.name;

/** The list's sort button: shipping methods in one level, the switched-off ones tagged. */
export function ShippingMethodSort() {
  return (
    <SortButton<ShippingMethod>
      apiPath={SHIPPING_METHODS_API}
      orderPath={SHIPPING_METHODS_ORDER_API}
      permission="update_shipping"
      text={t}
      title={title}
      renderItem={(m) => (
        <span>
          {m.name} {m.status ? null : <Tag>{t.inactive}</Tag>}
        </span>
      )}
    />
  );
}
