import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { erasedNameFields, ERASED_NAME, personalDataRules, type PersonalDataRule } from '@gym/contracts';
import {
  canAppendToStreams,
  type EventStore,
  type EventToAppend,
  type MultiStreamAppendingEventStore,
  type RecordedEvent,
} from '../ports/eventStore.ts';
import type { SubjectKeyStore } from '../ports/subjectKeys.ts';

/**
 * An event's personal fields are sealed together, in one AES-256-GCM envelope with the subject's key (one
 * cipher per event, not per field: the append's hot path): the first field present holds
 * `pii:v1:<iv>:<tag>:<ciphertext>` (base64url) of the JSON of every sealed field by path, the others
 * `pii:v1:-`, a pointer to it.
 */
const PREFIX = 'pii:v1:';
const IN_ENVELOPE = 'pii:v1:-';

export const isSealedPersonalData = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith(PREFIX);

function seal(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${PREFIX}${iv.toString('base64url')}:${cipher.getAuthTag().toString('base64url')}:${data.toString('base64url')}`;
}

function open(key: Buffer, sealed: string): string {
  const [iv, tag, data] = sealed.slice(PREFIX.length).split(':');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv!, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag!, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data!, 'base64url')), decipher.final()]).toString('utf8');
}

type Json = Record<string, unknown>;

/** A copy of `data` with each string field at `fields` replaced by `change(value, lastSegment, path)`. */
function mapFields(
  data: Json,
  fields: readonly string[],
  change: (value: string, field: string, path: string) => string,
): Json {
  const copy: Json = { ...data };
  for (const path of fields) {
    const parts = path.split('.');
    let node: Json = copy;
    for (const part of parts.slice(0, -1)) {
      const child = node[part];
      if (!child || typeof child !== 'object') {
        node = {};
        break;
      }
      node[part] = { ...(child as Json) };
      node = node[part] as Json;
    }
    const last = parts[parts.length - 1]!;
    const value = node[last];
    if (typeof value === 'string') node[last] = change(value, last, path);
  }
  return copy;
}

/** The string fields at `fields`, by path. */
function stringFields(data: Json, fields: readonly string[]): Array<[string, string]> {
  const found: Array<[string, string]> = [];
  for (const path of fields) {
    let node: unknown = data;
    for (const part of path.split('.')) node = node && typeof node === 'object' ? (node as Json)[part] : undefined;
    if (typeof node === 'string') found.push([path, node]);
  }
  return found;
}

function sealData(key: Buffer, data: Json, fields: readonly string[]): Json {
  const values = stringFields(data, fields);
  // Nothing to seal, or sealed already (a re-sent append): as it is.
  if (values.length === 0 || values.some(([, v]) => isSealedPersonalData(v))) return data;
  const envelope = seal(key, JSON.stringify(Object.fromEntries(values)));
  const first = values[0]![0];
  return mapFields(data, fields, (_v, _field, path) => (path === first ? envelope : IN_ENVELOPE));
}

function openData(key: Buffer | undefined, data: Json, fields: readonly string[]): Json {
  const values = stringFields(data, fields);
  const envelope = values.find(([, v]) => isSealedPersonalData(v) && v !== IN_ENVELOPE)?.[1];
  // Events appended before sealing existed hold their fields in clear: those read as they are.
  if (!envelope) return data;
  const opened = key ? (JSON.parse(open(key, envelope)) as Record<string, string>) : null;
  return mapFields(data, fields, (v, field, path) =>
    !isSealedPersonalData(v) ? v : opened ? (opened[path] ?? '') : erasedNameFields.has(field) ? ERASED_NAME : '',
  );
}

const ruleOf = (type: string): PersonalDataRule | undefined =>
  Object.hasOwn(personalDataRules, type) ? personalDataRules[type] : undefined;
const subjectOf = (rule: PersonalDataRule, data: unknown): string | null =>
  data && typeof data === 'object' ? rule.subject(data as Json) : null;

export interface PersonalDataSealer {
  /** The events with their personal data sealed by their subjects' keys (created when new). */
  seal<E extends EventToAppend>(events: readonly E[]): Promise<E[]>;
  /** The events with their sealed fields opened; an erased subject's read as ERASED_NAME or ''. */
  open<E extends RecordedEvent>(events: readonly E[]): Promise<E[]>;
}

/** Sealing keys kept by the appending process (reads always ask the store, so an erasure takes effect at once). */
const SEALING_CACHE = 10_000;

export function personalDataSealer(keys: SubjectKeyStore): PersonalDataSealer {
  // Safe to keep on the append side only: an event sealed with a key deleted meanwhile reads as erased.
  const sealing = new Map<string, Buffer>();
  return {
    async seal(events) {
      const subjects = new Set<string>();
      for (const e of events) {
        const rule = ruleOf(e.type);
        const subject = rule && subjectOf(rule, e.data);
        if (subject) subjects.add(subject);
      }
      // The hot path: events without personal data (most of them) cost one map lookup each.
      if (subjects.size === 0) return [...events];
      const missing = [...subjects].filter((s) => !sealing.has(s));
      if (missing.length) {
        if (sealing.size + missing.length > SEALING_CACHE) sealing.clear();
        for (const [subject, key] of await keys.ensureKeys(missing)) sealing.set(subject, key);
      }
      const found = sealing;
      return events.map((e) => {
        const rule = ruleOf(e.type);
        const subject = rule && subjectOf(rule, e.data);
        const key = subject ? found.get(subject) : undefined;
        if (!rule || !key) return e;
        return { ...e, data: sealData(key, e.data as Json, rule.fields) };
      });
    },
    async open(events) {
      const subjects = new Set<string>();
      for (const e of events) {
        const rule = ruleOf(e.type);
        const subject = rule && subjectOf(rule, e.data);
        if (subject) subjects.add(subject);
      }
      if (subjects.size === 0) return [...events];
      const found = await keys.keysFor([...subjects]);
      return events.map((e) => {
        const rule = ruleOf(e.type);
        const subject = rule && subjectOf(rule, e.data);
        if (!rule || !subject) return e;
        return { ...e, data: openData(found.get(subject), e.data as Json, rule.fields) };
      });
    },
  };
}

/**
 * The event store every reader and writer of the product uses (API, background thread, rebuild,
 * projection service, campaign engine): personal data sealed on append and opened on read, so the log
 * (and the bus, which the relay fills from the sealed log) never holds it in clear, and deleting a
 * student's key erases it from every event at once.
 */
export function personalDataEventStore(store: EventStore, keys: SubjectKeyStore): EventStore {
  const sealer = personalDataSealer(keys);
  const wrapped: EventStore = {
    async appendToStream(streamId, events, options) {
      return store.appendToStream(streamId, await sealer.seal(events), options);
    },
    async readStream(streamId) {
      const result = await store.readStream(streamId);
      return { ...result, events: await sealer.open(result.events) };
    },
    async readAll(fromPosition, limit) {
      return sealer.open(await store.readAll(fromPosition, limit));
    },
    headPosition: () => store.headPosition(),
    subscribeToAll(options) {
      return store.subscribeToAll({
        ...options,
        onEvents: async (events) => options.onEvents(await sealer.open(events)),
      });
    },
    close: () => store.close(),
  };
  if (!canAppendToStreams(store)) return wrapped;
  const multi: MultiStreamAppendingEventStore = {
    ...wrapped,
    appendToStreams: async (appends) => {
      // One sealing pass (one key lookup) for every stream of the transaction.
      const sealed = await sealer.seal(appends.flatMap((a) => a.events));
      let at = 0;
      return store.appendToStreams(
        appends.map((a) => {
          const events = sealed.slice(at, at + a.events.length);
          at += a.events.length;
          return { ...a, events };
        }),
      );
    },
  };
  return multi;
}
