import { count, eq } from 'drizzle-orm';
import { conflict } from '../../../lib/errors';
import type { ResourceOptions } from '../../../lib/resource-routes';
import { cities } from '../cities/city.table';

/** Provinces (the `province` definition): each row shows its cities; a province with cities is not deleted. */
export const provinceOptions: ResourceOptions = {
  counts: { cities_count: cities.provinceId },
  inUse: async (tx, row) => {
    const [c] = await tx.select({ n: count() }).from(cities).where(eq(cities.provinceId, row.id));
    if (c!.n > 0) throw conflict('province_has_cities', { count: c!.n });
  },
};
