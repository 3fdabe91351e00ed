import { colorsText as t } from '@pishkhan/common/i18n/fa/screens';
import { colorResource } from '@pishkhan/common/resources/color.resource';
import { resourceRoutes } from '../../../app/routing';

/** /admin/color: a swatch before the name. */
export const colorRoutes = resourceRoutes(colorResource, {
  columns: [
    { key: 'swatch', title: t.swatch, dataIndex: 'code', width: 72, render: (code: string) => <span className="pk-swatch" style={{ backgroundColor: code }} aria-hidden /> },
    'name',
    'code',
    'status',
    'created_at',
  ],
});
