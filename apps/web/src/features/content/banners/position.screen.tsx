import { bannerText as t } from '@pishkhan/common/i18n/fa/banners';
import { Tag } from 'antd';
import { Link } from 'react-router';
import { faDigits } from '../../../app/format';
import type { ResourceScreen } from '../../../app/routing';
import type { Position } from './banner.api';

/** The list and form of /admin/position: the size, the live banners and their weights' sum, the way to the position's banners. */
const screen: ResourceScreen = {
  columns: [
    'label',
    { key: 'key', title: t.key, render: (_: unknown, r: Record<string, any>) => <span dir="ltr">{r.key}</span> },
    { key: 'size', title: t.size, width: 110, render: (_: unknown, r: Record<string, any>) => <span dir="ltr">{t.sizeValue(faDigits(r.width), faDigits(r.height))}</span> },
    {
      key: 'live',
      title: t.liveCount,
      width: 120,
      render: (_: unknown, r: Record<string, any>) => t.liveOf(faDigits(r.live_count), faDigits(r.banners_count)),
    },
    {
      key: 'weights',
      title: t.weightSum,
      width: 110,
      render: (_: unknown, r: Record<string, any>) => <Tag color={r.live_count === 0 ? 'default' : r.weight_sum === 100 ? 'success' : 'error'}>{faDigits(r.weight_sum)}</Tag>,
    },
    'status',
    { key: 'open', title: t.open, render: (_: unknown, r: Record<string, any>) => <Link to={`/position/advertisements/${r.id}`}>{t.open}</Link> },
  ],
  layout: [['label', 'key'], ['width', 'height'], 'description', 'status'],
};
export default screen;
