import { courseMessages } from '@gym/contracts/courses/courseMessages';
import { describe, expect, it } from 'vitest';
import type { ModuleVariables, UnitVariables } from '../dataProvider/courses';
import { emptyCourse, newModule, newUnit, removeChild, saveCourseSequentially, type CourseDraft } from './courseDraft';
import { isEmptyFrame, modeOfRatio } from './frames';
import { previewDescription, previewStats, previewTitle } from './MobilePreview';

/** Records the calls in order; a lesson without description is refused as the server does. */
function recordingApi() {
  const calls: string[] = [];
  let n = 0;
  return {
    calls,
    api: {
      async saveCourse() {
        calls.push('course');
        return { id: 'c1' };
      },
      async saveModule(v: ModuleVariables) {
        calls.push(`module:${v.title}:${v.order}${v._destroy ? ':destroy' : ''}`);
        return v._destroy ? null : { id: v.id ?? `m${++n}` };
      },
      async saveUnit(v: UnitVariables) {
        calls.push(`unit:${v.title}:${v.order}${v._destroy ? ':destroy' : ''}`);
        if (!v._destroy && !v.description)
          throw Object.assign(new Error(courseMessages.formErrors), {
            errors: { description: courseMessages.required },
          });
        return v._destroy ? null : { id: v.id ?? `u${++n}` };
      },
    },
  };
}

describe('the course draft and its sequential save', () => {
  it('starts with Módulo 1 holding one Nova aula; an added lesson has an empty title and is Premium', () => {
    const draft = emptyCourse();
    expect(draft.modules.map((m) => m.title)).toEqual(['Módulo 1']);
    expect(draft.modules[0]?.units.map((u) => u.title)).toEqual(['Nova aula']);
    expect(newModule(3).title).toBe('Módulo 3');
    expect(newUnit()).toMatchObject({ title: '', unitType: 'Premium', participationType: 'none' });
  });

  it('soft-deletes a saved child and drops an unsaved one', () => {
    const list = [{ id: 'a' }, {}] as { id?: string; _destroy?: boolean }[];
    expect(removeChild(list, 0)).toEqual([{ id: 'a', _destroy: true }, {}]);
    expect(removeChild(list, 1)).toEqual([{ id: 'a' }]);
  });

  it('saves the course, then each module and its lessons in order; one bad lesson is reported, the rest saved', async () => {
    const { api, calls } = recordingApi();
    const draft: CourseDraft = {
      ...emptyCourse(),
      title: 'T',
      description: 'D',
      modules: [
        {
          ...newModule(1),
          units: [{ ...newUnit('A'), description: 'a' }, { ...newUnit('Ruim') }, { ...newUnit('C'), description: 'c' }],
        },
        { ...newModule(2), units: [{ ...newUnit('D'), description: 'd' }] },
      ],
    };
    const messages: string[] = [];
    const outcome = await saveCourseSequentially(draft, api, (m) => messages.push(m));
    expect(calls).toEqual([
      'course',
      'module:Módulo 1:0',
      'unit:A:0',
      'unit:Ruim:1',
      'unit:C:2',
      'module:Módulo 2:1',
      'unit:D:0',
    ]);
    expect(outcome.failedUnits).toEqual(['Ruim']);
    const units = outcome.draft.modules[0]!.units;
    expect(units.map((u) => Boolean(u.id))).toEqual([true, false, true]);
    expect(units[1]).toMatchObject({ open: true, errors: { description: courseMessages.required } });
    expect(units[0]?.open).toBe(false); // a module with more than one lesson closes the good ones
    expect(messages).toContain(courseMessages.updatingCourse);
    expect(messages).toContain(courseMessages.updatingModule);
    expect(messages).toContain(courseMessages.sendingUnits);
    expect(messages.at(-1)).toBe(courseMessages.updated);
  });

  it('sends a destroyed module once and none of its lessons; orders skip destroyed ones', async () => {
    const { api, calls } = recordingApi();
    const draft: CourseDraft = {
      ...emptyCourse(),
      id: 'c1',
      title: 'T',
      description: 'D',
      modules: [
        { ...newModule(1), id: 'm9', _destroy: true, units: [{ ...newUnit('X'), id: 'u9' }] },
        {
          ...newModule(2),
          id: 'm8',
          units: [
            { ...newUnit('Y'), id: 'u8', _destroy: true },
            { ...newUnit('Z'), description: 'z' },
          ],
        },
      ],
    };
    const outcome = await saveCourseSequentially(draft, api);
    expect(calls).toEqual(['course', 'module:Módulo 1:0:destroy', 'module:Módulo 2:0', 'unit:Y:0:destroy', 'unit:Z:0']);
    expect(outcome.draft.modules.map((m) => m.id)).toEqual(['m8']);
    expect(outcome.draft.modules[0]?.units.map((u) => u.title)).toEqual(['Z']);
  });

  it('stops when the course itself is refused', async () => {
    const outcome = await saveCourseSequentially(emptyCourse(), {
      saveCourse: async () => {
        throw Object.assign(new Error(courseMessages.formErrors), { errors: { title: courseMessages.required } });
      },
      saveModule: async () => {
        throw new Error('not reached');
      },
      saveUnit: async () => null,
    });
    expect(outcome.courseFailed).toBe(true);
    expect(outcome.draft.errors).toEqual({ title: courseMessages.required });
  });
});

describe('frame picker and preview rules', () => {
  it('treats a frame under 10,000 characters as empty', () => {
    expect(isEmptyFrame(`data:image/jpeg;base64,${'A'.repeat(9_000)}`)).toBe(true);
    expect(isEmptyFrame(`data:image/jpeg;base64,${'A'.repeat(10_000)}`)).toBe(false);
    expect(isEmptyFrame(null)).toBe(true);
  });
  it('detects the preview mode from the image ratio', () => {
    expect(modeOfRatio(2 / 3)).toBe('poster');
    expect(modeOfRatio(16 / 9)).toBe('cover');
    expect(modeOfRatio(1)).toBe('both');
  });
  it('falls back for title and description and counts the image shares', () => {
    expect(previewTitle({ id: '1', title: ' ', description: null, coverUrl: null, posterUrl: null })).toBe(
      'Sem título',
    );
    expect(
      previewDescription({ id: '1', title: null, description: '', resume: 'R', coverUrl: null, posterUrl: null }),
    ).toBe('R');
    expect(previewDescription({ id: '1', title: null, description: null, coverUrl: null, posterUrl: null })).toBe(
      'Sem descrição',
    );
    expect(
      previewStats([
        { id: '1', title: '', description: '', coverUrl: 'c', posterUrl: 'p' },
        { id: '2', title: '', description: '', coverUrl: 'c', posterUrl: null },
        { id: '3', title: '', description: '', coverUrl: null, posterUrl: null },
        { id: '4', title: '', description: '', coverUrl: null, posterUrl: 'p' },
      ]),
    ).toEqual({ cover: 50, poster: 50, both: 25 });
  });
});
