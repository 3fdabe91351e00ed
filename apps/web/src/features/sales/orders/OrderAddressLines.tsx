import { orderShowText as t } from '@pishkhan/common/i18n/fa/order-screens';
import { Ltr } from '../../../components/crud/columns';

export function AddressLines(p: { place: string; address: string; receiver: string; mobile: string; postal: string | null; telephone: string | null }) {
  return (
    <div className="pk-order-address">
      <div className="pk-address-title">{p.place}</div>
      <div>{p.address}</div>
      <div className="pk-address-meta pk-muted">
        <span>
          {t.receiver}: {p.receiver} <Ltr>{p.mobile}</Ltr>
        </span>
        {p.postal ? (
          <span>
            {t.postalCode}: <Ltr>{p.postal}</Ltr>
          </span>
        ) : null}
        {p.telephone ? (
          <span>
            {t.telephone}: <Ltr>{p.telephone}</Ltr>
          </span>
        ) : null}
      </div>
    </div>
  );
}
