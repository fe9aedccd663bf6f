// The kernel and the ports: no driver is loaded from here, so importing a decider or a projection stays cheap.
// Each adapter has its own entry: '@gym/platform/sqlite', '/mongo', '/kafka', '/eventstoredb', '/mail',
// '/zipcode/viaCep', '/passes/sandbox', and '/config' (which picks adapters from the environment, loading them all).
export * from './ports/eventStore.ts';
export * from './ports/documentStore.ts';
export * from './ports/eventBus.ts';
export * from './ports/credentials.ts';
export * from './ports/mail.ts';
export * from './ports/zipcodes.ts';
export * from './ports/passes.ts';
export * from './ports/campaignOutbox.ts';
export * from './ports/payments.ts';
export * from './ports/captcha.ts';
export * from './ports/idempotency.ts';
export * from './ports/blobStorage.ts';
export * from './ports/uploadLedger.ts';
// The upload gate and its signed grants: streams and HMAC only, no storage driver.
export * from './blob/uploadGrant.ts';
export * from './blob/uploadGate.ts';
export * from './kernel/index.ts';
export * from './ports/subjectKeys.ts';
