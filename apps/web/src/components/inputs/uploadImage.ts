import { checkRule, type ImageSize } from '@pishkhan/common/rules';
import { api } from '../../app/api';

/**
 * Sending a picture to the upload route (the server decodes and re-encodes it) and the browser's
 * checks before sending: shared by the image field (./ImageUpload) and the rich-text editor.
 */

/** What the upload endpoint answers (201 `{ data: … }`). */
export interface UploadedImage {
  id: number | string;
  url: string;
  width?: number;
  height?: number;
  mime?: string;
  size?: number;
}
export const UPLOAD_URL = '/api/admin/uploads';
export const DEFAULT_ACCEPT = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const DEFAULT_MAX_SIZE_KB = 5120;

/** Client-side checks before sending (rule catalogue: image, mimes, size, dimensions). */
export async function checkImageFile(
  file: File,
  o: { accept: readonly string[]; maxSizeKb: number; dimensions?: { width: number; height: number }; label: string; measureImage?: (file: Blob) => Promise<ImageSize> },
): Promise<string | null> {
  return (
    (await checkRule('image', file, [], o.label)) ??
    (await checkRule('mimes', file, [...o.accept], o.label)) ??
    (await checkRule('size', file, [o.maxSizeKb], o.label)) ??
    (o.dimensions
      ? await checkRule('dimensions', file, [o.dimensions.width, o.dimensions.height], o.label, { measureImage: o.measureImage })
      : null)
  );
}

/** Sends one file as multipart field `file`; resolves to the stored picture. Errors are Persian. */
export async function uploadImage(file: File, action = UPLOAD_URL): Promise<UploadedImage> {
  const body = new FormData();
  body.append('file', file);
  const res = await api.post<{ data: UploadedImage }>(action, body);
  return res.data;
}
