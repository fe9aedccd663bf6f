import { describe, expect, it } from 'vitest';
import { formatDate, saoPauloDayRange, toSaoPauloDate } from './date.ts';

describe('formatDate', () => {
  it.each([
    ['2024-03-10', '10/03/2024'],
    ['2024-01-01', '01/01/2024'],
    ['2023-12-31', '31/12/2023'],
    ['2024-02-29', '29/02/2024'],
    ['2000-02-29', '29/02/2000'],
    ['0999-05-07', '07/05/0999'],
  ])('date-only %s is taken as written -> %s', (iso, text) => {
    expect(formatDate(iso)).toBe(text);
  });

  it.each([
    ['2024-03-10T02:30:00Z', '09/03/2024'],
    ['2024-03-10T02:59:59.999Z', '09/03/2024'],
    ['2024-03-10T03:00:00Z', '10/03/2024'],
    ['2024-03-10T03:00:00.000Z', '10/03/2024'],
    ['2024-01-01T02:59:59Z', '31/12/2023'],
    ['2024-01-01T00:00:00-03:00', '01/01/2024'],
    ['2023-12-31T23:59:59-03:00', '31/12/2023'],
    ['2024-03-01T01:00:00+02:00', '29/02/2024'],
    ['2024-03-10T23:30:00-05:00', '11/03/2024'],
    ['2024-03-10T12:00:00+0100', '10/03/2024'],
    ['2024-03-10T00:30+01', '09/03/2024'],
    ['2024-03-10 02:00:00z', '09/03/2024'],
  ])('timestamp %s shows the São Paulo day %s', (iso, text) => {
    expect(formatDate(iso)).toBe(text);
  });

  it('takes a timestamp without offset as São Paulo wall-clock time', () => {
    expect(formatDate('2024-03-10T00:30:00')).toBe('10/03/2024');
    expect(formatDate('2024-03-10T23:59:59')).toBe('10/03/2024');
  });

  it('accepts Date objects', () => {
    expect(formatDate(new Date(Date.UTC(2024, 2, 10, 2, 30)))).toBe('09/03/2024');
    expect(formatDate(new Date(Date.UTC(2024, 2, 10, 3, 0)))).toBe('10/03/2024');
  });

  it.each([
    '',
    'abc',
    '2024-02-30',
    '2023-02-29',
    '2024-13-01',
    '2024-00-10',
    '2024-04-31',
    '2024-01-00',
    '10/03/2024',
    '2024-3-10',
    '2024-03-10T25:00:00Z',
    '2024-03-10T10:60:00Z',
    '2024-03-10T10:00:00+24:00',
    '2024-03-10Tgarbage',
  ])('returns empty string for invalid %j', (iso) => {
    expect(formatDate(iso)).toBe('');
  });

  it('returns empty string for null, undefined and invalid Date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate(new Date(Number.NaN))).toBe('');
  });
});

describe('toSaoPauloDate', () => {
  it.each([
    ['2024-03-10', '2024-03-10'],
    ['2024-03-10T02:30:00Z', '2024-03-09'],
    ['2024-03-10T03:00:00Z', '2024-03-10'],
    ['2025-01-01T02:00:00.000Z', '2024-12-31'],
    ['2024-03-10T21:00:00-03:00', '2024-03-10'],
    ['2024-03-10T23:00:00-03:00', '2024-03-10'],
    ['2024-03-11T01:00:00+01:00', '2024-03-10'],
  ])('%s -> %s', (iso, day) => {
    expect(toSaoPauloDate(iso)).toBe(day);
  });

  it('uses a fixed -03:00 offset also in former daylight-saving months', () => {
    // Brazil has had no DST since 2019; January 2024 is -03:00 like July.
    expect(toSaoPauloDate('2024-01-15T02:30:00Z')).toBe('2024-01-14');
    expect(toSaoPauloDate('2024-07-15T02:30:00Z')).toBe('2024-07-14');
  });

  it('accepts Date objects', () => {
    expect(toSaoPauloDate(new Date('2024-06-01T01:00:00Z'))).toBe('2024-05-31');
  });

  it.each(['', 'not a date', '2024-02-30', '2024-03-10T24:00:00Z'])('returns empty string for invalid %j', (iso) => {
    expect(toSaoPauloDate(iso)).toBe('');
  });
});

describe('saoPauloDayRange', () => {
  it('returns the -03:00 bounds of the day', () => {
    expect(saoPauloDayRange('2024-03-10')).toEqual({
      from: '2024-03-10T00:00:00-03:00',
      to: '2024-03-10T23:59:59-03:00',
    });
    expect(saoPauloDayRange('2024-02-29')).toEqual({
      from: '2024-02-29T00:00:00-03:00',
      to: '2024-02-29T23:59:59-03:00',
    });
  });

  it('produces bounds that map back to the same São Paulo day', () => {
    const { from, to } = saoPauloDayRange('2024-12-31');
    expect(toSaoPauloDate(from)).toBe('2024-12-31');
    expect(toSaoPauloDate(to)).toBe('2024-12-31');
    expect(Date.parse(from)).toBe(Date.UTC(2024, 11, 31, 3, 0, 0));
    expect(Date.parse(to)).toBe(Date.UTC(2025, 0, 1, 2, 59, 59));
  });

  it.each(['', '2024-02-30', '10/03/2024', '2024-03-10T00:00:00Z', '2024-3-1'])('throws RangeError for %j', (day) => {
    expect(() => saoPauloDayRange(day)).toThrow(RangeError);
  });
});

describe('São Paulo day arithmetic agrees with Date in UTC', () => {
  it('matches Date for timestamps spread over 1900-2100', () => {
    const start = Date.UTC(1900, 0, 1);
    const end = Date.UTC(2100, 11, 31);
    const step = 7_777_777_777; // about 90 days, lands on varied times of day
    let checked = 0;
    for (let ms = start; ms < end; ms += step) {
      const expected = new Date(ms - 3 * 3_600_000).toISOString().slice(0, 10);
      const iso = new Date(ms).toISOString();
      expect(toSaoPauloDate(iso)).toBe(expected);
      expect(toSaoPauloDate(new Date(ms))).toBe(expected);
      checked++;
    }
    expect(checked).toBeGreaterThan(800);
  });
});
