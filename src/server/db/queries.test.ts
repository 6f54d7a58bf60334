import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database';
import type { DatabaseHandle } from './client';
import { tableStatement } from './queries';
import { clothingItems, profiles } from './schema';

let database: DatabaseHandle;
let ownerId: string;
beforeAll(async () => {
  database = await openTestDatabase();
  const [owner] = await database.db
    .insert(profiles)
    .values({ name: 'Léa Roux', email: 'lea@example.fr', firstName: 'Léa', lastName: 'Roux', role: 'client' })
    .returning();
  ownerId = owner!.id;
  await database.db.insert(clothingItems).values([
    {
      userId: ownerId,
      category: 'top',
      color: 'blue',
      season: 'summer',
      name: 'Chemise en lin',
      brand: 'Atelier « Été »',
      priceCents: 4990,
      purchaseDate: '2026-05-01',
      imageKey: 'users/x/clothing/a/original.jpg',
      enhancedImageKey: 'users/x/clothing/a/enhanced-2.png',
      colors: [{ l: 52.1, a: -3.4, b: -31.7, share: 0.8 }],
      paletteMatch: 'in',
      searchText: 'chemise en lin',
      createdAt: new Date('2026-06-01T09:30:15.123Z'),
    },
    { userId: ownerId, category: 'shoes', imageKey: 'users/x/clothing/b/original.jpg' },
  ]);
});
afterAll(() => database.close());

describe('tableStatement', () => {
  it("reads whole rows exactly as drizzle's own select does, nulls, dates, times, numbers and JSON alike", async () => {
    const query = () =>
      database.db
        .select()
        .from(clothingItems)
        .where(eq(clothingItems.userId, sql.placeholder('ownerId')))
        .orderBy(desc(clothingItems.createdAt), desc(clothingItems.id))
        .limit(sql.placeholder('limit'));
    const statement = tableStatement(database.db, clothingItems, 'test_clothing_page', query());
    const expected = await query().prepare('test_clothing_page_drizzle').execute({ ownerId, limit: 10 });

    // Twice: the second call runs the statement Postgres now keeps prepared.
    for (let call = 0; call < 2; call++) {
      const rows = await statement.execute({ ownerId, limit: 10 });
      expect(rows).toEqual(expected);
    }
    expect(expected).toHaveLength(2);
    expect(expected[1]).toMatchObject({
      priceCents: 4990,
      purchaseDate: '2026-05-01',
      createdAt: new Date('2026-06-01T09:30:15.123Z'),
      colors: [{ l: 52.1, a: -3.4, b: -31.7, share: 0.8 }],
    });
    expect(await statement.execute({ ownerId, limit: 1 })).toEqual(expected.slice(0, 1));
  });
});
