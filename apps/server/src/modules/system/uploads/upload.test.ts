import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '@pishkhan/common/i18n/fa/errors';
import { api, setupApp, type TestContext } from '../../../../test/db';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupApp();
});
afterAll(() => ctx.close());

/** A multipart body built by the platform's own FormData encoder. */
async function multipart(parts: { name: string; data: Buffer | string; filename?: string; type?: string }[]) {
  const fd = new FormData();
  for (const p of parts) {
    if (p.filename) fd.append(p.name, new Blob([p.data], { type: p.type ?? 'application/octet-stream' }), p.filename);
    else fd.append(p.name, String(p.data));
  }
  const res = new Response(fd);
  return { body: Buffer.from(await res.arrayBuffer()), contentType: res.headers.get('content-type')! };
}
async function upload(file: Buffer | null, filename = 'photo.png', token: string | null = ctx.token, type = 'image/png') {
  const { body, contentType } = await multipart(file ? [{ name: 'file', data: file, filename, type }] : [{ name: 'note', data: 'no file here' }]);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/uploads',
    headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: body,
  });
}
const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#336699' } }).png().toBuffer();
const noisyPng = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
const mediaCount = async () => Number((await ctx.database.pool.query('select count(*) from media')).rows[0].count);

describe('uploads POST /api/admin/uploads', () => {
  it('re-encodes an image to WebP, at most 2000 px, stored under DATA_DIR/uploads and audited', async () => {
    const res = await upload(await png(3000, 1500), 'بزرگ.png');
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({ id: expect.any(Number), mime: 'image/webp', width: 2000, height: 1000 });
    expect(data.url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.webp$/);
    const file = path.join(ctx.dataDir, data.url.replace(/^\//, ''));
    expect(fs.existsSync(file)).toBe(true);
    const meta = await sharp(fs.readFileSync(file)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 2000, height: 1000 });
    expect(fs.statSync(file).size).toBe(data.size);
    const { rows } = await ctx.database.pool.query('select path, original_name, admin_id from media where id = $1', [data.id]);
    expect(rows[0]).toMatchObject({ path: data.url.replace('/uploads/', ''), original_name: 'بزرگ.png' });
    const logs = (await api(ctx).get(`/api/admin/audit-logs?entity=media&entity_id=${data.id}`)).json().data;
    expect(logs.map((l: any) => l.action)).toEqual(['create']);

    // A small image keeps its size; a portrait one is bounded by its height.
    expect((await upload(await png(300, 200))).json().data).toMatchObject({ width: 300, height: 200 });
    expect((await upload(await png(1000, 4000))).json().data).toMatchObject({ width: 500, height: 2000 });
    // JPEG in, WebP out.
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ff0000' } }).jpeg().toBuffer();
    expect((await upload(jpeg, 'a.jpg', ctx.token, 'image/jpeg')).json().data.mime).toBe('image/webp');
  });

  it('accepts an image of a few megabytes (under the 5 MB limit)', async () => {
    const big = await noisyPng(1100, 1000);
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
    expect(big.length).toBeLessThan(5 * 1024 * 1024);
    const res = await upload(big, 'noise.png');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ width: 1100, height: 1000 });
  });

  it('refuses a non-image, a missing file and a file over 5 MB, storing nothing', async () => {
    const before = await mediaCount();
    const files = () => (fs.existsSync(path.join(ctx.dataDir, 'uploads')) ? fs.readdirSync(path.join(ctx.dataDir, 'uploads'), { recursive: true }).length : 0);
    const filesBefore = files();

    const text = await upload(Buffer.from('this is not an image at all, just text\n'.repeat(20)), 'fake.png');
    expect(text.statusCode).toBe(422);
    expect(text.json().error).toMatchObject({ code: 'upload_not_image', message: errorMessages.upload_not_image, fields: { file: errorMessages.upload_not_image } });
    const svg = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'), 'x.svg', ctx.token, 'image/svg+xml');
    expect(svg.statusCode).toBe(422);

    const none = await upload(null);
    expect(none.statusCode).toBe(422);
    expect(none.json().error.message).toBe(errorMessages.upload_required);
    const json = await api(ctx).post('/api/admin/uploads', { file: 'x' });
    expect(json.statusCode).toBe(422);
    expect(json.json().error.message).toBe(errorMessages.upload_required);

    const huge = await upload(randomBytes(5 * 1024 * 1024 + 10), 'huge.png');
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe('too_large');
    expect(huge.json().error.message).toMatch(/[\u0600-\u06FF]/);

    expect(await mediaCount()).toBe(before);
    expect(files()).toBe(filesBefore);
  });

  it('any signed-in admin may upload; no session → 401', async () => {
    expect((await upload(await png(10, 10), 'a.png', null)).statusCode).toBe(401);
    const nobody = await ctx.adminWith([]);
    expect((await upload(await png(10, 10), 'a.png', nobody.token)).statusCode).toBe(201);
  });

  it('a file name carrying NUL, control characters or a lone surrogate is stored without them', async () => {
    const image = await png(20, 20);
    const raw = (disposition: string) => {
      const boundary = '----pishkhan-nul';
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; ${disposition}\r\nContent-Type: image/png\r\n\r\n`;
      return {
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${ctx.token}` },
        payload: Buffer.concat([Buffer.from(head, 'utf8'), image, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      };
    };
    const names: string[] = [];
    for (const d of [`filename*=UTF-8''%D8%B9%DA%A9%D8%B3%00%01.png`, 'filename="a\u0000b\u202E.png"', `filename*=UTF-8''x%ED%A0%80y.png`, `filename*=UTF-8''%00`]) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/admin/uploads', ...raw(d) });
      expect(res.statusCode, d).toBe(201);
      names.push((await ctx.database.pool.query('select original_name from media where id = $1', [res.json().data.id])).rows[0].original_name);
    }
    expect(names[0]).toBe('عکس.png');
    expect(names[1]).toBe('ab.png');
    expect(names[2]).not.toMatch(/[\u0000-\u001F\uD800-\uDFFF]/);
    expect(names[3]).toBeNull();
  });
});

describe('brand logos', () => {
  it('a brand with the upload as logo_id shows logo.url; an unknown logo_id → 422', async () => {
    const up = (await upload(await png(400, 400), 'logo.png')).json().data;
    const brand = await api(ctx).post('/api/admin/brands', { name: 'سامسونگ', logo_id: up.id });
    expect(brand.statusCode).toBe(201);
    expect(brand.json().data).toMatchObject({ logo_id: up.id, logo: { id: up.id, url: up.url } });
    expect((await api(ctx).get(`/api/admin/brands/${brand.json().data.id}`)).json().data.logo.url).toBe(up.url);
    const bad = await api(ctx).post('/api/admin/brands', { name: 'ال‌جی', logo_id: 999999 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields.logo_id).toMatch(/لوگو/);
    expect((await api(ctx).get(`/api/admin/brands?q=${encodeURIComponent('ال‌جی')}`)).json().meta.total).toBe(0);
    const cleared = await api(ctx).patch(`/api/admin/brands/${brand.json().data.id}`, { logo_id: null });
    expect(cleared.json().data).toMatchObject({ logo_id: null, logo: null });
  });
});
