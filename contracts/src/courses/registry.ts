import { courseEventSchemas as courseEvents } from './events.ts';
import { participationEventSchemas } from './participations.ts';

/** The course feature's events (courses, modules, lessons, categories, participations), spread into the registry. */
export const courseEventSchemas = { ...courseEvents, ...participationEventSchemas } as const;
