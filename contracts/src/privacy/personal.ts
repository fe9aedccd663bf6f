import { z } from 'zod';

/**
 * Personal data declared where the event's schema is (issue 33): a field wrapped in `personal()` is sealed
 * in the log with its event's subject key (`personalDataRules` is derived from these marks, see
 * events/personalDataRules.ts); a field that only looks personal (a plan's name, a staff's e-mail) says so
 * with `notPersonal(schema, reason)`. The marks are metadata on a copy of the schema: parsing is unchanged,
 * and a schema shared elsewhere is never marked by accident.
 */
export type PersonalMark = { readonly personal: true } | { readonly personal: false; readonly reason: string };

const marks = z.registry<PersonalMark>();

/** Sealed in the log with the subject's key; erasing the subject reads it as `ERASED_NAME` or ''. Strings only. */
export function personal<T extends z.ZodType>(schema: T): T {
  const copy = schema.clone();
  marks.add(copy, { personal: true });
  return copy;
}

/** Looks personal (by its name) but is not a student's personal data: why, in a few words. */
export function notPersonal<T extends z.ZodType>(schema: T, reason: string): T {
  const copy = schema.clone();
  marks.add(copy, { personal: false, reason });
  return copy;
}

/** Whose key seals an event's personal fields: `<accountId>:<studentId>`, or null when the event names none. */
export type SubjectOf = (data: Record<string, unknown>) => string | null;

const subjects = z.registry<{ readonly subject: SubjectOf }>();

/** The event schema whose `personal()` fields are sealed with the key `subject` picks from its data. */
export function sealedFor<T extends z.ZodType>(subject: SubjectOf, schema: T): T {
  const copy = schema.clone();
  subjects.add(copy, { subject });
  return copy;
}

export const subjectOfSchema = (schema: z.ZodType): SubjectOf | undefined => subjects.get(schema)?.subject;

export const studentSubject = (accountId: string, studentId: string): string => `${accountId}:${studentId}`;

/** The subject of events that carry `accountId` and `studentId`. */
export const byStudent: SubjectOf = (data) =>
  typeof data.accountId === 'string' && typeof data.studentId === 'string'
    ? studentSubject(data.accountId, data.studentId)
    : null;

/** One leaf of an event's data as the schema declares it. */
export interface DeclaredField {
  /** Dot path; `[]` stands for the items of an array. */
  readonly path: string;
  /** The mark found on the way to it (a mark on an object covers the fields under it), if any. */
  readonly mark: PersonalMark | undefined;
  /** The leaf's zod type ('string', 'number', 'enum' ...). */
  readonly type: string;
}

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  options?: readonly z.ZodType[];
  in?: z.ZodType;
  out?: z.ZodType;
  valueType?: z.ZodType;
  getter?: () => z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  items?: readonly z.ZodType[];
};

const defOf = (schema: z.ZodType): Def => schema._zod.def as Def;

/** Every leaf of `schema` with its path and mark (the nearest one on the way down). */
export function declaredFields(schema: z.ZodType): DeclaredField[] {
  const found = new Map<string, DeclaredField>();
  const walk = (node: z.ZodType, path: string, mark: PersonalMark | undefined, depth: number): void => {
    const own = marks.get(node) ?? mark;
    const def = defOf(node);
    // A lazy or recursive schema stops here: no event nests deeper than a few levels.
    if (depth > 12) return;
    const at = (key: string) => (path ? `${path}.${key}` : key);
    switch (def.type) {
      case 'object':
        for (const [key, child] of Object.entries(def.shape ?? {})) walk(child, at(key), own, depth + 1);
        return;
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'readonly':
      case 'catch':
      case 'nonoptional':
        if (def.innerType) walk(def.innerType, path, own, depth + 1);
        return;
      case 'array':
        if (def.element) walk(def.element, at('[]'), own, depth + 1);
        return;
      case 'record':
        if (def.valueType) walk(def.valueType, at('[]'), own, depth + 1);
        return;
      case 'union':
        for (const option of def.options ?? []) walk(option, path, own, depth + 1);
        return;
      case 'intersection':
        for (const side of [def.left, def.right]) if (side) walk(side, path, own, depth + 1);
        return;
      case 'tuple':
        for (const item of def.items ?? []) walk(item, at('[]'), own, depth + 1);
        return;
      case 'pipe':
        if (def.in) walk(def.in, path, own, depth + 1);
        return;
      case 'lazy':
        if (def.getter) walk(def.getter(), path, own, depth + 1);
        return;
      default: {
        // A union's options may declare the same path: a mark on any of them counts.
        const before = found.get(path);
        if (!before || (!before.mark && own)) found.set(path, { path, mark: own, type: def.type });
      }
    }
  };
  walk(schema, '', undefined, 0);
  return [...found.values()];
}
