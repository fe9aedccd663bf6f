/** Gympass / Totalpass token validation port (spec 002: check-ins carry the token). */
export type PassProvider = 'gympass' | 'totalpass';

export interface PassValidator {
  /** true when the provider accepts the token for this gym; throws when the provider cannot be reached. */
  validate(request: { provider: PassProvider; token: string; gymId: string | null }): Promise<boolean>;
}

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
