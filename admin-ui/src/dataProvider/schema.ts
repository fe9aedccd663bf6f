import { buildSchema, introspectionFromSchema, type IntrospectionSchema } from 'graphql';
import { adminSdl } from '@gym/contracts/graphql/sdl';

/**
 * The admin scope's schema, computed from the shared SDL: the server has live introspection off, so
 * the contract is the source (one schema, no drift between console and server).
 */
export const adminIntrospection: IntrospectionSchema = introspectionFromSchema(buildSchema(adminSdl)).__schema;
