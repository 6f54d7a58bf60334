import { describe, expect, it } from 'vitest';
import { followUpSchema, followUpState, todayForFollowUp } from './client-notes';

describe('follow-up days', () => {
  it("are today's in Paris, not in UTC", () => {
    // 23:30 UTC on 31 December is already 1 January in Paris (UTC+1 in winter).
    expect(todayForFollowUp(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(todayForFollowUp(new Date('2026-07-14T21:59:00Z'))).toBe('2026-07-14');
    expect(todayForFollowUp(new Date('2026-07-14T22:00:00Z'))).toBe('2026-07-15');
  });

  it('are late, due today or to come', () => {
    expect(followUpState('2026-11-24', '2026-11-25')).toBe('late');
    expect(followUpState('2026-11-25', '2026-11-25')).toBe('today');
    expect(followUpState('2026-12-01', '2026-11-25')).toBe('upcoming');
  });

  it('take real calendar days only, or null to clear one', () => {
    expect(followUpSchema.safeParse({ followUpOn: '2028-02-29' }).success).toBe(true);
    expect(followUpSchema.safeParse({ followUpOn: null }).success).toBe(true);
    for (const followUpOn of ['2027-02-29', '2026-13-01', '2026-1-1', '1999-12-31', '3000-01-01', 12]) {
      expect(followUpSchema.safeParse({ followUpOn }).success, String(followUpOn)).toBe(false);
    }
  });
});
