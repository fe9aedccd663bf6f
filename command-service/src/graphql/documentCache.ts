import {
  parse,
  validate,
  type DocumentNode,
  type GraphQLError,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';

/** The largest GraphQL document parsed at all; larger ones are refused before parsing (413). */
export const MAX_DOCUMENT_BYTES = 32 * 1024;
/** graphql-js stops parsing past this many tokens (a 32 KB flood of `a:__typename` holds ~8,000). */
export const MAX_TOKENS = 3000;
/** What the parsed-document cache may hold, counted in bytes of query text. */
export const MAX_CACHED_BYTES = 1024 * 1024;

/**
 * Clients send the same few operations over and over; parsing and validating each one again was a
 * fifth of a mutation's CPU time. Parsed documents are kept by query text (least recently used out
 * first) and validation results by document and schema.
 *
 * A document enters the cache only once it has validated without errors against some schema, and
 * the cache is bounded by the bytes of the texts it keeps (not by entries): a flood of unique,
 * invalid documents (aliases, depth, cost) is parsed once each and dropped, never kept. Parsing
 * stops past `maxTokens`, so a document's cost is bounded before it is validated.
 */
export function createDocumentCache(options: { maxBytes?: number; maxTokens?: number } = {}) {
  const maxBytes = options.maxBytes ?? MAX_CACHED_BYTES;
  const maxTokens = options.maxTokens ?? MAX_TOKENS;
  const documents = new Map<string, DocumentNode>();
  const sources = new WeakMap<DocumentNode, string>();
  const validations = new WeakMap<DocumentNode, Map<GraphQLSchema, readonly GraphQLError[]>>();
  let bytes = 0;

  function keep(source: string, document: DocumentNode): void {
    if (documents.has(source) || source.length > maxBytes) return;
    documents.set(source, document);
    bytes += source.length;
    while (bytes > maxBytes) {
      const oldest = documents.keys().next().value as string;
      documents.delete(oldest);
      bytes -= oldest.length;
    }
  }

  return {
    parse(source: string): DocumentNode {
      const cached = documents.get(source);
      if (cached) {
        documents.delete(source);
        documents.set(source, cached);
        return cached;
      }
      const document = parse(source, { maxTokens });
      sources.set(document, source);
      return document;
    },
    validate(schema: GraphQLSchema, document: DocumentNode, rules: readonly ValidationRule[]): readonly GraphQLError[] {
      let bySchema = validations.get(document);
      if (!bySchema) {
        bySchema = new Map();
        validations.set(document, bySchema);
      }
      let errors = bySchema.get(schema);
      if (!errors) {
        errors = validate(schema, document, rules);
        bySchema.set(schema, errors);
      }
      const source = sources.get(document);
      if (errors.length === 0 && source !== undefined) keep(source, document);
      return errors;
    },
    /** What the cache holds now (for tests and the benchmark). */
    stats: () => ({ entries: documents.size, bytes }),
  };
}
export type DocumentCache = ReturnType<typeof createDocumentCache>;
