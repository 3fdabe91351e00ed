import { colorsText as t } from '@pishkhan/common/i18n/fa/screens';
import type { ResourceScreen } from '../../../app/routing';

/** The list of /admin/color: a swatch before the name. */
const screen: ResourceScreen = {
  columns: [
    { key: 'swatch', title: t.swatch, dataIndex: 'code', width: 72, render: (code: string) => <span className="pk-swatch" style={{ backgroundColor: code }} aria-hidden /> },
    'name',
    'code',
    'status',
    'created_at',
  ],
};
export default screen;
