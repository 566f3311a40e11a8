import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DATABASE_TYPES_FILE, databaseTypes } from '../../scripts/content/database-types';

describe('database.types.ts', () => {
  it('is what the migrations give (npm run db:types writes it)', async () => {
    expect(readFileSync(DATABASE_TYPES_FILE, 'utf8')).toBe(await databaseTypes());
  }, 60_000);
});
