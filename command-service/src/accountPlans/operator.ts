import type { RequestContext } from '../tenancy/requestContext.ts';

/** The signed-in operator as the handlers need them: who acts, under which correlation id. */
export interface Operator {
  readonly userId: string | null;
  readonly correlationId: string;
}

export const operatorOf = (ctx: RequestContext): Operator => ({
  userId: ctx.principal?.userId ?? null,
  correlationId: ctx.correlationId,
});
