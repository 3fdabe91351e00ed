import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp, { type OutputInfo } from 'sharp';
import type { App, Ctx } from '../../../lib/app-types';
import { actorOf, audit } from '../../../lib/audit';
import { appError, fieldError } from '../../../lib/errors';
import { cleanFileName } from '@pishkhan/common/text';
import { media } from './media.table';

const MAX_BYTES = 5 * 1024 * 1024;
const MAX_SIDE = 2000;
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'tiff']);

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
    let out: { data: Buffer; info: OutputInfo };
    try {
      const meta = await sharp(buf, { limitInputPixels: 50_000_000 }).metadata();
      if (!meta.format || !ACCEPTED.has(meta.format)) throw new Error('format');
      out = await sharp(buf, { limitInputPixels: 50_000_000, animated: meta.format === 'gif' })
        .rotate()
        .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
    } catch {
      throw unprocessable('upload_not_image');
    }
    const now = new Date();
    const rel = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}.webp`;
    const abs = path.join(uploadsDir, rel);
    await fs.mkdir(path.dirname(abs), { recursive: true });
    await fs.writeFile(abs, out.data);
    try {
      const row = await db.transaction(async (tx) => {
        const [m] = await tx
          .insert(media)
          .values({ path: rel, mime: 'image/webp', size: out.info.size, width: out.info.width, height: out.info.height, originalName: cleanFileName(file.filename, 255), adminId: req.admin!.id })
          .returning();
        await audit(tx, actorOf(req), { entity: 'media', entityId: m!.id, action: 'create', before: null, after: { path: rel, originalName: m!.originalName } });
        return m!;
      });
      return reply.status(201).send({ data: { id: row.id, url: `/uploads/${rel}`, width: row.width, height: row.height, mime: row.mime, size: row.size } });
    } catch (e) {
      await fs.rm(abs, { force: true });
      throw e;
    }
  });
}
