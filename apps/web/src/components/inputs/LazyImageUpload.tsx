import { lazyPart } from '../crud/lazyPart';
import type { ImageUploadProps } from './ImageUpload';

/**
 * The image field (./ImageUpload) loaded when a form first shows one, behind an inert box the size of
 * its upload card: antd's Upload and the field's own code are a sixth of a screen's budget, and the
 * fields of a form show before it. Same props as ImageUpload; works as a form control.
 */
export const LazyImageUpload = lazyPart<ImageUploadProps>(
  () => import('./ImageUpload').then((m) => m.ImageUpload),
  <span className="pk-upload-loading" aria-busy="true" />,
);
