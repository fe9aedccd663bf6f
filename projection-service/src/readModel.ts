import type { EventDataMap, EventType } from '@gym/contracts';
import type { Doc, Projection, ProjectionHandler, ProjectionHandlers, RecordedEvent } from '@gym/platform';

/** A read model of the product: its handlers receive each event typed by its schema in contracts/. */
export type ReadModel<D extends Doc> = Projection<D, EventDataMap>;
/** Handlers a feature keeps in its own folder and spreads into another feature's read model. */
export type ReadModelHandlers<D extends Doc> = ProjectionHandlers<D, EventDataMap>;
export type EventOf<T extends EventType> = RecordedEvent<T, EventDataMap[T]>;
export type HandlerOf<D extends Doc, T extends EventType> = ProjectionHandler<D, EventOf<T>>;
