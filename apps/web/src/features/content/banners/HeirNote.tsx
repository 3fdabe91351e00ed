import { bannerText as t } from '@pishkhan/common/i18n/fa/banners';
import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { api } from '../../../app/api';
import { faDigits } from '../../../app/format';
import { heirPath } from './banner.api';

/** In the delete confirmation: which banner of the same position takes the deleted one's weight. */
export function HeirNote({ id }: { id: number | string }) {
  const q = useQuery({ queryKey: [heirPath(id)], queryFn: () => api.get<{ data: { weight: number; heir: { id: number; title: string } | null } }>(heirPath(id)) });
  if (!q.data) return null;
  const { heir, weight } = q.data.data;
  return <Alert type="info" showIcon data-testid="delete-heir" title={heir ? t.deleteHandsTo(heir.title, faDigits(weight)) : t.deleteNoHeir} />;
}
