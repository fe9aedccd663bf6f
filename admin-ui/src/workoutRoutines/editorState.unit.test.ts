import { describe, expect, it } from 'vitest';
import { groupsInput, move, newEntry, newGroup, remove, type GroupState } from './editorState';

const saved = (key: string): GroupState => ({ ...newGroup(key), key, id: key, tempId: undefined });

describe('routine editor state', () => {
  it('soft-deletes a saved item and removes an unsaved one outright', () => {
    const fresh = newGroup('novo');
    const list = remove(remove([saved('g1'), fresh], 'g1'), fresh.key);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: 'g1', destroyed: true });
    expect(groupsInput(list)).toEqual([{ id: 'g1', _destroy: true }]);
  });

  it('moves among the visible items, bounded at both ends', () => {
    const list = [saved('a'), { ...saved('b'), destroyed: true }, saved('c')];
    expect(move(list, 'c', -1).map((g) => g.key)).toEqual(['c', 'b', 'a']);
    expect(move(list, 'a', -1).map((g) => g.key)).toEqual(['a', 'b', 'c']);
    expect(move(list, 'c', 1).map((g) => g.key)).toEqual(['a', 'b', 'c']);
  });

  it('writes the new and the older alias names of an exercise, and tempIds of unsaved items', () => {
    const group = newGroup('Treino A');
    const entry = newEntry(
      { label: 'Supino', value: 'ex1', image: null, animatedImage: null },
      { series: '3', reps: '12', weight: '10kg', time: '30s', restTime: '60s', notes: 'devagar' },
    );
    group.blocks[0]!.entries.push(entry);
    const [input] = groupsInput([group]);
    expect(input).toMatchObject({ tempId: group.tempId, name: 'Treino A' });
    expect(input!.workouts![0]!.exerciseWorkouts![0]).toEqual({
      tempId: entry.tempId,
      exerciseId: 'ex1',
      series: '3',
      reps: '12',
      weight: '10kg',
      time: '30s',
      restTime: '60s',
      notes: 'devagar',
      rounds: '3',
      repetitions: '12',
      load: '10kg',
      timeText: '30s',
    });
  });
});
