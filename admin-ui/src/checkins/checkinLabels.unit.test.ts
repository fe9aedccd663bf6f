import { describe, expect, it } from 'vitest';
import { formatLog } from './checkinLabels';

describe('check-in log lines', () => {
  it('shows the moment in São Paulo time, dd/MM/yyyy HH:mm', () => {
    expect(formatLog('2026-11-23T02:30:00.000Z Checkin cancelado')).toBe('22/11/2026 23:30 Checkin cancelado');
  });
  it('leaves a line without a timestamp as it is', () => {
    expect(formatLog('sem data')).toBe('sem data');
    expect(formatLog('2026-11-23T02:30:00.000Z Checkin registrado (validated)')).toBe(
      '22/11/2026 23:30 Checkin registrado (Validado)',
    );
    expect(formatLog('2026-11-23T02:30:00.000Z Status alterado (checkin gympass)')).toBe(
      '22/11/2026 23:30 Status alterado (Checkin Gympass)',
    );
  });
});
