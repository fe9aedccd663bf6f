import { ANY, NO_STREAM, START, STREAM_EXISTS, type RecordedEvent as EsdbRecordedEvent } from '@eventstore/db-client';
import { describe, expect, it } from 'vitest';
import { WrongExpectedRevisionError } from '../ports/eventStore.ts';
import {
  isSystemEvent,
  numberToReadPosition,
  positionToNumber,
  StreamNames,
  toEnvelope,
  toEsdbEventId,
  toEsdbExpectedRevision,
  toRecordedEvent,
  toWrongExpectedRevision,
} from './mapping.ts';

const esdbEvent = (overrides: Partial<EsdbRecordedEvent> = {}): EsdbRecordedEvent =>
  ({
    streamId: 'ns.student-1',
    id: '0b6b4c1e-6f7a-4c55-9d1e-1c2b3a4d5e6f',
    isJson: true,
    revision: 3n,
    type: 'StudentRegistered',
    created: new Date('2026-11-23T10:00:00.000Z'),
    data: { name: 'José' },
    metadata: { eventId: 'evt-1', schemaVersion: 2, metadata: { accountId: 'acc-1' } },
    position: { commit: 4242n, prepare: 4242n },
    ...overrides,
  }) as EsdbRecordedEvent;

describe('expected revision, port to EventStoreDB', () => {
  it('maps the named expectations to the client constants', () => {
    expect(toEsdbExpectedRevision('any')).toBe(ANY);
    expect(toEsdbExpectedRevision('no_stream')).toBe(NO_STREAM);
    expect(toEsdbExpectedRevision('stream_exists')).toBe(STREAM_EXISTS);
  });

  it('maps a revision to a bigint, and -1 (no events yet) to no_stream', () => {
    expect(toEsdbExpectedRevision(0)).toBe(0n);
    expect(toEsdbExpectedRevision(41)).toBe(41n);
    expect(toEsdbExpectedRevision(-1)).toBe(NO_STREAM);
  });

  it('refuses revisions the port cannot mean', () => {
    expect(() => toEsdbExpectedRevision(-2)).toThrow(RangeError);
    expect(() => toEsdbExpectedRevision(1.5)).toThrow(RangeError);
  });
});

describe('conflicts, EventStoreDB to port', () => {
  it('reports the actual revision as a number', () => {
    const error = toWrongExpectedRevision('cart-4', 0, 1n);
    expect(error).toBeInstanceOf(WrongExpectedRevisionError);
    expect(error).toMatchObject({ streamId: 'cart-4', expected: 0, actual: 1 });
  });

  it('reports a missing stream as no_stream, however the client says it', () => {
    expect(toWrongExpectedRevision('cart-2', 'stream_exists', 'no_stream').actual).toBe('no_stream');
    expect(toWrongExpectedRevision('cart-2', 'stream_exists', -1n).actual).toBe('no_stream');
    expect(toWrongExpectedRevision('cart-2', 'stream_exists', undefined).actual).toBe('no_stream');
  });
});

describe('global position', () => {
  it('is the $all commit position as a number', () => {
    expect(positionToNumber({ commit: 4242n, prepare: 4242n })).toBe(4242);
  });

  it('is unknown when the server sends none (undefined, -1 or 2^64-1)', () => {
    expect(positionToNumber(undefined)).toBeNull();
    expect(positionToNumber({ commit: -1n, prepare: -1n })).toBeNull();
    expect(positionToNumber({ commit: 18_446_744_073_709_551_615n, prepare: 18_446_744_073_709_551_615n })).toBeNull();
  });

  it('refuses a commit position a number cannot hold exactly', () => {
    expect(() => positionToNumber({ commit: 2n ** 53n, prepare: 2n ** 53n })).toThrow(RangeError);
    expect(positionToNumber({ commit: BigInt(Number.MAX_SAFE_INTEGER), prepare: 0n })).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('resumes a read from the start, or from the event at a checkpoint (commit = prepare)', () => {
    expect(numberToReadPosition(0)).toBe(START);
    expect(numberToReadPosition(4242)).toEqual({ commit: 4242n, prepare: 4242n });
    expect(() => numberToReadPosition(-5)).toThrow(RangeError);
  });

  it('round-trips: resuming from an event position names that same event', () => {
    const position = { commit: 987_654_321n, prepare: 987_654_321n };
    expect(numberToReadPosition(positionToNumber(position)!)).toEqual(position);
  });
});

describe('event ids', () => {
  it('uses a UUID as it is (lower case)', () => {
    expect(toEsdbEventId('0B6B4C1E-6F7A-4C55-9D1E-1C2B3A4D5E6F')).toBe('0b6b4c1e-6f7a-4c55-9d1e-1c2b3a4d5e6f');
  });

  it('turns any other id into the same UUID every time, so a retried append is recognised', () => {
    const id = toEsdbEventId('claim-3');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(toEsdbEventId('claim-3')).toBe(id);
    expect(toEsdbEventId('claim-4')).not.toBe(id);
  });
});

describe('system events and namespaces', () => {
  it('treats $-prefixed types and streams as EventStoreDB system events', () => {
    expect(isSystemEvent({ type: '$metadata', streamId: '$$student-1' })).toBe(true);
    expect(isSystemEvent({ type: '$>', streamId: '$ce-student' })).toBe(true);
    expect(isSystemEvent({ type: 'Something', streamId: '$settings' })).toBe(true);
    expect(isSystemEvent({ type: 'StudentRegistered', streamId: 'student-1' })).toBe(false);
  });

  it('prefixes stream names with the namespace and keeps only its streams on the way back', () => {
    const names = new StreamNames('ns');
    expect(names.toEsdb('student-1')).toBe('ns.student-1');
    expect(names.fromEsdb('ns.student-1')).toBe('student-1');
    expect(names.fromEsdb('other.student-1')).toBeNull();
    expect(names.fromEsdb('student-1')).toBeNull();
  });

  it('without a namespace uses names as they are, still never a system stream', () => {
    const names = new StreamNames();
    expect(names.streamPrefix).toBe('');
    expect(names.toEsdb('student-1')).toBe('student-1');
    expect(names.fromEsdb('student-1')).toBe('student-1');
    expect(names.fromEsdb('$stats-127.0.0.1:2113')).toBeNull();
  });

  it('refuses a namespace that would make system streams or match everything', () => {
    expect(() => new StreamNames('')).toThrow();
    expect(() => new StreamNames('$ns')).toThrow();
  });
});

describe('recorded events', () => {
  const names = new StreamNames('ns');

  it('gives back exactly what was appended, with the stream revision and global position', () => {
    const appended = {
      id: 'evt-1',
      type: 'StudentRegistered',
      data: { name: 'José' },
      schemaVersion: 2,
      metadata: { accountId: 'acc-1' },
    };
    expect(toEnvelope(appended)).toEqual({ eventId: 'evt-1', schemaVersion: 2, metadata: { accountId: 'acc-1' } });
    expect(toRecordedEvent(esdbEvent(), names)).toEqual({
      ...appended,
      streamId: 'student-1',
      streamRevision: 3,
      position: 4242,
      recordedAt: '2026-11-23T10:00:00.000Z',
    });
  });

  it('defaults schema version 1 and empty metadata when appended without them', () => {
    expect(toEnvelope({ id: 'e', type: 'T', data: null })).toEqual({ eventId: 'e', schemaVersion: 1, metadata: {} });
  });

  it('reads an event written by another tool (no envelope, bytes) with its own id', () => {
    const foreign = esdbEvent({
      isJson: false,
      metadata: undefined,
      data: Buffer.from('{"a":1}'),
    } as Partial<EsdbRecordedEvent>);
    expect(toRecordedEvent(foreign, names)).toMatchObject({
      id: foreign.id,
      data: { a: 1 },
      schemaVersion: 1,
      metadata: {},
    });
  });

  it('hides system events and other namespaces', () => {
    expect(toRecordedEvent(esdbEvent({ type: '$metadata', streamId: '$$ns.student-1' }), names)).toBeNull();
    expect(toRecordedEvent(esdbEvent({ streamId: 'other.student-1' }), names)).toBeNull();
  });

  it('fails loudly when the server gives no position (a server too old for this adapter)', () => {
    expect(() => toRecordedEvent(esdbEvent({ position: undefined }), names)).toThrow(/no \$all position/);
  });
});
