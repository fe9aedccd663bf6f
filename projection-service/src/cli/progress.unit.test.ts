import { describe, expect, it } from 'vitest';
import { formatSeconds, progressLine } from './progress.ts';

describe("npm run rebuild's progress line", () => {
  it('shows the bar, the share, events/s and the time left', () => {
    expect(progressLine({ events: 50_000, position: 50_000, head: 200_000, elapsedMs: 2_000, width: 10 })).toBe(
      '[###-------] 25% 50.000 eventos, 25.000 eventos/s, faltam 6 s',
    );
    expect(progressLine({ events: 10, position: 10, head: 10, elapsedMs: 100, width: 4 })).toBe(
      '[####] 100% 10 eventos, 100 eventos/s, faltam 0 s',
    );
  });
  it('minutes past a minute', () => expect(formatSeconds(125.2)).toBe('2 min 6 s'));
});
