/**
 * One error hierarchy for the whole backend, mapped once at the edge (GraphQL errors with a code,
 * the pt-BR message and the field path). Messages are user-facing Brazilian Portuguese.
 */
export type DomainErrorCode =
  | 'VALIDATION'
  | 'ILLEGAL_STATE'
  | 'NOT_FOUND'
  | 'CONCURRENCY'
  | 'FORBIDDEN'
  | 'UNAUTHENTICATED'
  | 'RATE_LIMITED';

export interface FieldIssue {
  /** Path of the offending input field, e.g. ['input', 'email']. */
  readonly path: readonly (string | number)[];
  readonly message: string;
}

export class DomainError extends Error {
  override readonly name: string = 'DomainError';
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly issues: readonly FieldIssue[] = [],
  ) {
    super(message);
  }
}

export class ValidationError extends DomainError {
  override readonly name = 'ValidationError';
  constructor(issues: readonly FieldIssue[], message = issues[0]?.message ?? 'Dados inválidos') {
    super('VALIDATION', message, issues);
  }
  static field(field: string, message: string): ValidationError {
    return new ValidationError([{ path: [field], message }]);
  }
}

export class IllegalStateError extends DomainError {
  override readonly name = 'IllegalStateError';
  constructor(message: string) {
    super('ILLEGAL_STATE', message);
  }
}

export class NotFoundError extends DomainError {
  override readonly name = 'NotFoundError';
  constructor(message: string) {
    super('NOT_FOUND', message);
  }
}

export class ConcurrencyError extends DomainError {
  override readonly name = 'ConcurrencyError';
  constructor(message = 'Outra alteração foi feita ao mesmo tempo. Tente novamente.') {
    super('CONCURRENCY', message);
  }
}

export class ForbiddenError extends DomainError {
  override readonly name = 'ForbiddenError';
  constructor(message = 'Você não tem permissão para acessar este recurso.') {
    super('FORBIDDEN', message);
  }
}

export class UnauthenticatedError extends DomainError {
  override readonly name = 'UnauthenticatedError';
  constructor(message = 'Sessão expirada ou inválida. Entre novamente.') {
    super('UNAUTHENTICATED', message);
  }
}

export class RateLimitedError extends DomainError {
  override readonly name = 'RateLimitedError';
  constructor(message = 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.') {
    super('RATE_LIMITED', message);
  }
}
