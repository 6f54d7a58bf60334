import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signUp } from '../../../test/users';
import { captureRepository } from './repository';

/** The queue's order between owners, read through the repository the worker claims with. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LEASE_MS = 60_000;

describe('bulk capture queue', () => {
  it("serves one person's single photo within the first 3 claims behind two batches of 30", async () => {
    const repo = captureRepository(t.db);
    const [a, b, c] = [await signUp(t, 'client'), await signUp(t, 'client'), await signUp(t, 'client')];
    const queue = async (userId: string, n: number) => {
      for (let i = 0; i < n; i += 1) {
        expect(
          await repo.insertWithin({ userId, imageKey: `captures/${userId}/${i}.jpg` }, 100),
        ).not.toBeNull();
      }
    };
    await queue(a.id, 30);
    await queue(b.id, 30);
    await queue(c.id, 1);

    const owners: string[] = [];
    for (let i = 0; i < 7; i += 1) owners.push((await repo.claimNext(t.deps.now(), LEASE_MS))!.userId);
    expect(owners.slice(0, 3)).toContain(c.id);
    // The two batches take turns instead of one waiting for the other's end.
    expect(owners.filter((owner) => owner === a.id)).toHaveLength(
      owners.filter((o) => o !== c.id).length / 2,
    );
  });

  it('gives a late photo the current turn, not the first: nobody banks turns while idle', async () => {
    const repo = captureRepository(t.db);
    const [a, late] = [await signUp(t, 'client'), await signUp(t, 'client')];
    for (let i = 0; i < 5; i += 1) await repo.insertWithin({ userId: a.id, imageKey: `a/${i}.jpg` }, 100);
    // The queue moves on (the first test's batches are still in it).
    while ((await repo.claimNext(t.deps.now(), LEASE_MS))?.userId !== a.id);
    const first = await repo.insertWithin({ userId: late.id, imageKey: 'late.jpg' }, 100);
    expect(first!.turn).toBeGreaterThan(1);
    // Three owners have photos due before it at most: one each.
    const next = [];
    for (let i = 0; i < 4; i += 1) next.push((await repo.claimNext(t.deps.now(), LEASE_MS))?.userId);
    expect(next).toContain(late.id);
  });
});
