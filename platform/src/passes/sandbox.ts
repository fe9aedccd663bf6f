import type { PassValidator } from '../ports/passes.ts';

/**
 * SANDBOX adapter, embedded default: it talks to no provider. A token of 6 to 64 letters, digits or
 * hyphens is accepted and anything else refused, so the whole flow can be tried without a contract
 * with Gympass or Totalpass. A production adapter calls the providers' validation APIs.
 */
export const sandboxPassValidator: PassValidator = {
  async validate({ token }) {
    return /^[A-Za-z0-9-]{6,64}$/.test(token);
  },
};
