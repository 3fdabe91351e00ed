/** Variant barcodes: EAN-13 codes from the shop's own range ('20…'), numbered by a sequence. */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { variants } from './product.table';

/** EAN-13 check digit of 12 digits. */
export function ean13CheckDigit(d12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(d12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** A new barcode: '20' + 10-digit zero-padded nextval('variant_barcode_seq') + check digit; skips one already typed by hand. */
export async function nextBarcode(tx: DbOrTx): Promise<string> {
  for (;;) {
    const r = await tx.execute(sql`select nextval('variant_barcode_seq')::text as n`);
    const d12 = '20' + String((r.rows[0] as { n: string }).n).padStart(10, '0');
    const code = d12 + ean13CheckDigit(d12);
    const [taken] = await tx.select({ id: variants.id }).from(variants).where(eq(variants.barcode, code)).limit(1);
    if (!taken) return code;
  }
}
