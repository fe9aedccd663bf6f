import { describe, expect, it } from 'vitest';
import { staffRemovalRefusal } from './staffRemoval.ts';

describe('staff removal rule', () => {
  it('lets an admin remove a coach or a manager', () => {
    expect(staffRemovalRefusal({ actorId: 'a1', target: { id: 'c1', rule: 'coach' }, adminIds: ['a1'] })).toBeNull();
    expect(staffRemovalRefusal({ actorId: 'a1', target: { id: 'm1', rule: 'manager' }, adminIds: ['a1'] })).toBeNull();
  });
  it('lets an admin remove another admin while one is left', () => {
    expect(
      staffRemovalRefusal({ actorId: 'a1', target: { id: 'a2', rule: 'admin' }, adminIds: ['a1', 'a2'] }),
    ).toBeNull();
  });
  it('refuses removing yourself', () => {
    expect(staffRemovalRefusal({ actorId: 'a1', target: { id: 'a1', rule: 'admin' }, adminIds: ['a1', 'a2'] })).toBe(
      'Você não pode remover a si mesmo da equipe',
    );
  });
  it('refuses removing the last admin', () => {
    expect(staffRemovalRefusal({ actorId: null, target: { id: 'a1', rule: 'admin' }, adminIds: ['a1'] })).toBe(
      'A conta precisa de pelo menos um administrador',
    );
  });
});
