import type { AccountDoc, GraphqlScope, StudentDoc } from '@gym/contracts';
import type { Device } from '../auth/deviceCookie.ts';
import type { Principal } from '../auth/tokens.ts';

/** Everything a resolver may know about the request; built once, before any resolver runs. */
export interface RequestContext {
  readonly scope: GraphqlScope;
  /** The account named by the address (`/{account}/...`); null for /global and /alderaan. */
  readonly account: AccountDoc | null;
  readonly principal: Principal | null;
  /** The principal's own membership of `account` (rule, name), when the token belongs to it. */
  readonly member: StudentDoc | null;
  readonly clientAddress: string;
  readonly correlationId: string;
  /** The browser's `gym_device` cookie (the login limiter's trusted devices); absent outside HTTP. */
  readonly device?: Device;
}
