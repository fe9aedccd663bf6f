export * from './outboxMailer.ts';
