import { PictureOutlined } from '@ant-design/icons';
import { contentLabels } from '@pishkhan/common/i18n/fa/content-labels';
import type { ResourceScreen } from '../../../app/routing';
import { InstagramSyncPanel } from './InstagramSyncPanel';

const L = contentLabels.instagram_post.fields;

/** The feed's list: each post's picture first; the sync state above. */
const screen: ResourceScreen = {
  columns: [
    {
      key: 'image',
      title: L.image_id,
      width: 72,
      render: (_: unknown, r: Record<string, any>) =>
        r.image ? <img src={(r.image as { url: string }).url} alt={String(r.caption ?? '')} className="pk-logo-thumb" loading="lazy" /> : <PictureOutlined className="pk-logo-thumb" aria-hidden />,
    },
    'caption',
    'likes',
    'comments',
    'source',
    'status',
    'posted_at',
  ],
  layout: ['image_id', 'link', 'caption', ['likes', 'comments'], 'status'],
  beforeToolbar: <InstagramSyncPanel />,
};
export default screen;
