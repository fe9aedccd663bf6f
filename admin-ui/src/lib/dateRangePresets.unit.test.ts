import { describe, expect, it } from 'vitest';
import { fromDateParam, lastDays, presetRanges, toDateParam } from './dateRangePresets';

describe('date-range picker presets (spec 000 section 9)', () => {
  it('computes Hoje, Amanhã, Essa semana, Próxima semana, Este mês and Próximo mês from today', () => {
    // 2026-11-25 is a Wednesday.
    expect(presetRanges('2026-11-25').map(({ label, range }) => [label, range.from, range.to])).toEqual([
      ['Hoje', '2026-11-25', '2026-11-25'],
      ['Amanhã', '2026-11-26', '2026-11-26'],
      ['Essa semana', '2026-11-22', '2026-11-28'],
      ['Próxima semana', '2026-11-29', '2026-12-05'],
      ['Este mês', '2026-11-01', '2026-11-30'],
      ['Próximo mês', '2026-12-01', '2026-12-31'],
    ]);
  });

  it('counts custom days back from today, at least 1', () => {
    expect(lastDays('2026-03-02', 3)).toEqual({ from: '2026-02-28', to: '2026-03-02' });
    expect(lastDays('2026-03-02', 0)).toEqual({ from: '2026-03-02', to: '2026-03-02' });
  });

  it('writes the address values with the -03:00 offset', () => {
    expect([fromDateParam('2026-11-01'), toDateParam('2026-11-30')]).toEqual([
      '2026-11-01T00:00:00-03:00',
      '2026-11-30T23:59:59-03:00',
    ]);
  });
});
