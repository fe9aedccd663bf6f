import { pointsMessages } from '@gym/contracts';
import { ValidationError } from '@gym/platform';
import { describe, expect, it } from 'vitest';
import { command, movement, spec } from './points.testkit.ts';

// Points given twice are points a student did not earn: every movement id of the stream counts as done.

describe('points decider: retries of older movements', () => {
  it('given two movements, when the first one is retried, then nothing happens (not only the latest is remembered)', () => {
    spec
      .given([movement('m1', 'add', 30, 30), movement('m2', 'add', 20, 50)])
      .when(command({ movementId: 'm1', value: 30 }))
      .thenNothingHappens();
    spec
      .given([movement('m1', 'add', 30, 30), movement('m2', 'add', 20, 50)])
      .when(command({ movementId: 'm3', value: 5 }))
      .then([movement('m3', 'add', 5, 55)]);
  });

  it('given a balance of 10, when 11 are taken, then the error points at the value field', () => {
    const error = spec
      .given([movement('m1', 'add', 10, 10)])
      .when(command({ operation: 'sub', value: 11 }))
      .thenThrows(ValidationError, pointsMessages.insufficient(10));
    expect((error as ValidationError).issues).toEqual([{ path: ['value'], message: pointsMessages.insufficient(10) }]);
  });
});
