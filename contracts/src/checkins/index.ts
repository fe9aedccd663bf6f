export * from './events.ts';
export * from './bookingEvents.ts';
export * from './messages.ts';
export * from './input.ts';
export * from './readModel.ts';
