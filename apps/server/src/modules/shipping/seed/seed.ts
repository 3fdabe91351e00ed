import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { cities } from '../cities/city.table';
import { provinces } from '../provinces/province.table';

const DATA = path.join(path.dirname(fileURLToPath(import.meta.url)), 'iran-provinces.json');

/** Seeds the 31 provinces and their cities once, on an empty provinces table. */
export async function seedProvinces(db: Db): Promise<boolean> {
  const [c] = await db.select({ n: count() }).from(provinces);
  if (c!.n > 0) return false;
  const data: { name: string; cities: string[] }[] = JSON.parse(fs.readFileSync(DATA, 'utf8'));
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(provinces)
      .values(data.map((p, i) => ({ name: p.name, sortOrder: i + 1 })))
      .onConflictDoNothing()
      .returning({ id: provinces.id, name: provinces.name });
    const idOf = new Map(inserted.map((p) => [p.name, p.id]));
    const rows = data.flatMap((p) => (idOf.has(p.name) ? p.cities.map((name) => ({ provinceId: idOf.get(p.name)!, name })) : []));
    for (let i = 0; i < rows.length; i += 500) await tx.insert(cities).values(rows.slice(i, i + 500)).onConflictDoNothing();
  });
  return true;
}
