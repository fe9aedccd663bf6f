import type {
  BlobStorage,
  CampaignOutbox,
  CredentialStore,
  DocumentStore,
  EventMetadata,
  EventStore,
  SystemMail,
  UploadLedger,
  PaymentPorts,
  PassValidator,
  RevokedTokenStore,
  SubjectKeyStore,
  ZipcodeLookup,
} from '@gym/platform';
import type { TokenService } from './auth/tokens.ts';
import type { SecretBox } from './security/secretBox.ts';

/** What handlers and resolvers need from the outside world: ports only, no adapters. */
export interface Services {
  readonly eventStore: EventStore;
  readonly documents: DocumentStore;
  readonly credentials: CredentialStore;
  readonly revokedTokens: RevokedTokenStore;
  readonly tokens: TokenService;
  readonly clock: { now(): Date };
  /** The API's own mail (SMTP or the outbox), with its record of what was sent (export, erasure). */
  readonly mail: SystemMail;
  /** Resolves once the read models include the given log position (read-your-writes); false on timeout. */
  readonly readModelsReached: (position: number, timeoutMs?: number) => Promise<boolean>;
  /** Postal-code service (ViaCEP by default) and gym-pass token validation (sandbox by default). */
  readonly zipcodes: ZipcodeLookup;
  readonly passes: PassValidator;
  /** The campaign engine's kept e-mails (the console's outbox page); the engine owns that store. */
  readonly campaignOutbox: CampaignOutbox;
  /** Card payments (the sandbox by default) and the hosted checkout (Stripe, when configured). */
  readonly payments: PaymentPorts;
  /** Seals integration secrets at rest (AES-256-GCM). */
  readonly secrets: SecretBox;
  /** Uploaded media (spec 001 'Upload drop zones'): command-service/src/uploads/. */
  readonly uploads: Uploads;
  /**
   * The address the browser being answered reached the product at, for the addresses an answer carries
   * (uploads, files, the onboarding return, the webhook shown): PUBLIC_URL when set, else the request's
   * protocol and Host (web/publicOrigin.ts), else `ownUrl()` outside a request.
   */
  readonly publicUrl: () => string;
  /**
   * The address links carry where no request tells it (e-mails, background jobs) and the server's calls to
   * itself: PUBLIC_URL when set, else `http://localhost:<PORT>` (never the 0.0.0.0 it listens on). E-mailed
   * links never take the request's Host, which a caller chooses (a reset link must not point elsewhere).
   */
  readonly ownUrl: () => string;
  /** LGPD erasure (command-service/src/privacy/): the students' personal-data keys and the scrub of the store's files. */
  readonly privacy: Privacy;
}

export interface Privacy {
  readonly keys: SubjectKeyStore;
  /** Empties what the store's files still hold of deleted rows (SQLite: the WALs); nothing to do for MongoDB. */
  scrub(): Promise<void>;
}

export interface Uploads {
  readonly blobs: BlobStorage;
  /** Signs the upload grants checked by the upload gate. */
  readonly secret: string;
  /** Every grant issued: one PUT each, rates and quotas, who uploaded what (issue 36). */
  readonly ledger: UploadLedger;
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
