import type { CredentialStore, DocumentStore, EventMetadata, EventStore, MailSender, RevokedTokenStore } from '@gym/platform';
import type { TokenService } from './auth/tokens.ts';
import type { ZipcodeLookup } from './branches/zipcodeLookup.ts';
import type { PassValidator } from './checkins/passValidation.ts';

/** What handlers and resolvers need from the outside world: ports only, no adapters. */
export interface Services {
  readonly eventStore: EventStore;
  readonly documents: DocumentStore;
  readonly credentials: CredentialStore;
  readonly revokedTokens: RevokedTokenStore;
  readonly tokens: TokenService;
  readonly clock: { now(): Date };
  readonly mail: MailSender;
  /** Resolves once the read models include the given log position (read-your-writes); false on timeout. */
  readonly readModelsReached: (position: number, timeoutMs?: number) => Promise<boolean>;
  /** Postal-code service (ViaCEP by default) and gym-pass token validation (sandbox by default). */
  readonly zipcodes: ZipcodeLookup;
  readonly passes: PassValidator;
  /** The address users reach the product at, for links in e-mails (PUBLIC_URL, else the server's own). */
  readonly publicUrl?: () => string;
}

/** Who acts, for event metadata and tenancy. */
export interface Actor {
  readonly accountId: string;
  readonly userId: string | null;
  readonly correlationId: string;
}

export function metadataOf(actor: Actor): EventMetadata {
  return { accountId: actor.accountId, userId: actor.userId ?? undefined, correlationId: actor.correlationId };
}
