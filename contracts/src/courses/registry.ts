export { courseEventSchemas } from './events.ts';
