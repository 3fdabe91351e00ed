import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/db';
import type { Database } from '../db/client';
import { preparedShape, slot } from './prepared';

describe('prepared shapes', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await freshDatabase());
  });
  afterAll(() => drop());

  it('a statement is built once per shape, filled with each call’s values, in a transaction too', async () => {
    let builds = 0;
    const read = preparedShape<boolean, { n: number; at: Date; words: string[] }>(
      (twice) => (++builds, sql`select ${twice ? sql`${slot('n')}::int * 2` : sql`${slot('n')}::int`} as n, ${slot('at')}::timestamptz as at,
        array_length(${slot('words')}::text[], 1) as words, ${slot('n')}::int + 1 as next`),
    );
    const at = new Date('2026-03-20T20:30:00Z');
    expect(await read(database.db, true, { n: 3, at, words: ['الف', 'ب'] })).toEqual([{ n: 6, at, words: 2, next: 4 }]);
    expect(await read(database.db, true, { n: 5, at, words: ['x'] })).toEqual([{ n: 10, at, words: 1, next: 6 }]);
    expect(await read(database.db, false, { n: 5, at, words: [] })).toEqual([{ n: 5, at, words: null, next: 6 }]);
    await database.db.transaction(async (tx) => {
      expect(await read(tx, true, { n: 7, at, words: ['a'] })).toEqual([{ n: 14, at, words: 1, next: 8 }]);
    });
    expect(builds).toBe(2);
    // A value missing is refused, not sent as null.
    await expect(read(database.db, true, { n: 1, at } as never)).rejects.toThrow(/words/);
  });
});
