import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp, { type OutputInfo } from 'sharp';
import type { Tx } from '../../../db/client';
import { audit, type Actor } from '../../../lib/audit';
import { media } from './media.table';

const MAX_SIDE = 2000;
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'tiff']);

/**
 * Decodes picture bytes with sharp (a renamed non-image is refused), resizes to at most 2000 px and
 * re-encodes to WebP with metadata stripped. Null when the bytes are not an accepted picture.
 */
export async function encodeImage(buf: Buffer): Promise<{ data: Buffer; info: OutputInfo } | null> {
  try {
    const meta = await sharp(buf, { limitInputPixels: 50_000_000 }).metadata();
    if (!meta.format || !ACCEPTED.has(meta.format)) return null;
    return await sharp(buf, { limitInputPixels: 50_000_000, animated: meta.format === 'gif' })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    return null;
  }
}

/** Writes an encoded picture under the uploads folder; answers its relative path and a remover. */
export async function writeImageFile(uploadsDir: string, data: Buffer) {
  const now = new Date();
  const rel = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}.webp`;
  const abs = path.join(uploadsDir, rel);
  await fs.mkdir(path.dirname(abs), { recursive: true });
  await fs.writeFile(abs, data);
  return { rel, remove: () => fs.rm(abs, { force: true }) };
}

/** The media row of a written picture, audited in the caller's transaction. */
export async function insertMedia(tx: Tx, actor: Actor, rel: string, info: OutputInfo, originalName: string | null) {
  const [m] = await tx
    .insert(media)
    .values({ path: rel, mime: 'image/webp', size: info.size, width: info.width, height: info.height, originalName, adminId: actor.adminId })
    .returning();
  await audit(tx, actor, { entity: 'media', entityId: m!.id, action: 'create', before: null, after: { path: rel, originalName: m!.originalName } });
  return m!;
}
