import { postStatusLabels, postText } from '@pishkhan/common/i18n/fa/post-texts';
import { Tag } from 'antd';

const COLORS: Record<string, string> = { draft: 'default', pending: 'gold', published: 'green', unpublished: 'red' };

/** A post's state by its Persian label; a published post whose time has not come reads «زمان‌بندی‌شده». */
export function PostStatusTag({ status, scheduled }: { status: string; scheduled?: boolean }) {
  if (status === 'published' && scheduled) return <Tag color="blue">{postText.scheduled}</Tag>;
  return <Tag color={COLORS[status] ?? 'default'}>{postStatusLabels[status as keyof typeof postStatusLabels] ?? status}</Tag>;
}
