import { parse, validate, type DocumentNode, type GraphQLError, type GraphQLSchema, type ValidationRule } from 'graphql';

/**
 * Clients send the same few operations over and over; parsing and validating each one again was a
 * fifth of a mutation's CPU time. Parsed documents are kept by query text (bounded, least recently
 * used out first) and validation results by document and schema.
 */
export function createDocumentCache(maxEntries = 1000) {
  const documents = new Map<string, DocumentNode>();
  const validations = new WeakMap<DocumentNode, Map<GraphQLSchema, readonly GraphQLError[]>>();

  return {
    parse(source: string): DocumentNode {
      const cached = documents.get(source);
      if (cached) {
        documents.delete(source);
        documents.set(source, cached);
        return cached;
      }
      const document = parse(source);
      documents.set(source, document);
      if (documents.size > maxEntries) documents.delete(documents.keys().next().value as string);
      return document;
    },
    validate(schema: GraphQLSchema, document: DocumentNode, rules: readonly ValidationRule[]): readonly GraphQLError[] {
      let bySchema = validations.get(document);
      if (!bySchema) validations.set(document, (bySchema = new Map()));
      let errors = bySchema.get(schema);
      if (!errors) bySchema.set(schema, (errors = validate(schema, document, rules)));
      return errors;
    },
  };
}
export type DocumentCache = ReturnType<typeof createDocumentCache>;
