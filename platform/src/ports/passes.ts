/** Gympass / Totalpass token validation port (spec 002: check-ins carry the token). */
export type PassProvider = 'gympass' | 'totalpass';

export interface PassValidator {
  /** true when the provider accepts the token for this gym; throws when the provider cannot be reached. */
  validate(request: { provider: PassProvider; token: string; gymId: string | null }): Promise<boolean>;
}
