import type { App, Ctx } from '../../../lib/app-types';
import { actorOf } from '../../../lib/audit';
import { appError, fieldError } from '../../../lib/errors';
import { cleanFileName } from '@pishkhan/common/text';
import { encodeImage, insertMedia, writeImageFile } from './media.store';

const MAX_BYTES = 5 * 1024 * 1024;

const unprocessable = (key: 'upload_required' | 'upload_not_image') =>
  fieldError(appError(422, key), 'file');

/**
 * Image upload: the bytes are decoded by sharp (so a renamed non-image is refused), resized to at
 * most 2000 px, re-encoded to WebP with metadata stripped, and stored under DATA_DIR/uploads.
 */
export async function uploadRoutes(app: App, { db, uploadsDir }: Ctx) {
  app.post('/api/admin/uploads', { config: { authOnly: true }, schema: { tags: ['uploads'], consumes: ['multipart/form-data'] } }, async (req, reply) => {
    if (!req.isMultipart()) throw unprocessable('upload_required');
    const file = await req.file();
    if (!file) throw unprocessable('upload_required');
    const buf = await file.toBuffer();
    if (file.file.truncated || buf.length > MAX_BYTES) throw appError(413, 'upload_too_large', { size: MAX_BYTES / 1024 });
    const out = await encodeImage(buf);
    if (!out) throw unprocessable('upload_not_image');
    const { rel, remove } = await writeImageFile(uploadsDir, out.data);
    try {
      const row = await db.transaction((tx) => insertMedia(tx, actorOf(req), rel, out.info, cleanFileName(file.filename, 255)));
      return reply.status(201).send({ data: { id: row.id, url: `/uploads/${rel}`, width: row.width, height: row.height, mime: row.mime, size: row.size } });
    } catch (e) {
      await remove();
      throw e;
    }
  });
}
