import { describe, expect, it } from 'vitest';
import { nextClassDays } from './classDays';

describe('class form weekday rules', () => {
  it('marks an existing day for destruction and restores it when checked again', () => {
    const days = [{ id: '1', value: 1, destroy: false }];
    const unchecked = nextClassDays(days, 1);
    expect(unchecked).toEqual([{ id: '1', value: 1, destroy: true }]);
    expect(nextClassDays(unchecked, 1)).toEqual(days);
  });

  it('removes a new day when unchecked and adds it when checked', () => {
    const added = nextClassDays([], 3);
    expect(added).toEqual([{ id: null, value: 3, destroy: false }]);
    expect(nextClassDays(added, 3)).toEqual([]);
  });
});
