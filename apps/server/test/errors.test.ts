import { describe, expect, it } from 'vitest';
import { isForeignKeyViolation } from '../src/lib/errors';

describe('isForeignKeyViolation', () => {
  it('knows both foreign-key refusals, directly or wrapped by the driver layer', () => {
    expect(isForeignKeyViolation({ code: '23503' })).toBe(true);
    expect(isForeignKeyViolation({ code: '23001' })).toBe(true); // ON DELETE RESTRICT
    expect(isForeignKeyViolation({ message: 'Failed query', cause: { code: '23001' } })).toBe(true);
    expect(isForeignKeyViolation({ code: '23505' })).toBe(false);
    expect(isForeignKeyViolation(null)).toBe(false);
  });
});
