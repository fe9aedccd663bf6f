// One SMTP adapter for the campaigns and the API's system mail: it lives in platform (issue 36).
export { smtpMailSender, type SmtpOptions } from '@gym/platform/mail';
