export * from './outboxMailer.ts';
export * from './smtpMailSender.ts';
export * from './smtpSystemMail.ts';
export * from './systemMailFromEnv.ts';
