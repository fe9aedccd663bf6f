import type { IntrospectionType, IntrospectionTypeRef } from 'graphql';

function namedType(ref: IntrospectionTypeRef): { kind: string; name: string } {
  let current: IntrospectionTypeRef = ref;
  while ((current.kind === 'NON_NULL' || current.kind === 'LIST') && 'ofType' in current) {
    current = current.ofType;
  }
  return { kind: current.kind, name: 'name' in current ? current.name : '' };
}

/**
 * The selection set of an object type read from the schema: every scalar field, and nested objects
 * with their scalar fields (one level, enough for Student.relationship).
 */
export function selectionOf(typeName: string, types: readonly IntrospectionType[], depth = 1): string {
  const type = types.find((t) => t.name === typeName);
  if (type?.kind !== 'OBJECT') throw new Error(`Tipo ${typeName} ausente do schema`);
  const fields = type.fields.flatMap((field) => {
    const target = namedType(field.type);
    if (target.kind === 'SCALAR' || target.kind === 'ENUM') return [field.name];
    if (target.kind === 'OBJECT' && depth > 0)
      return [`${field.name} { ${selectionOf(target.name, types, depth - 1)} }`];
    return [];
  });
  return fields.join(' ');
}

/** The field names of an input type (which keys of a form may be sent). */
export function inputFieldsOf(typeName: string, types: readonly IntrospectionType[]): readonly string[] {
  const type = types.find((t) => t.name === typeName);
  if (type?.kind !== 'INPUT_OBJECT') throw new Error(`Input ${typeName} ausente do schema`);
  return type.inputFields.map((field) => field.name);
}
