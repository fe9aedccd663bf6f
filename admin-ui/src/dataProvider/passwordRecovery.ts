import { endpoints } from '../lib/env';
import { graphqlRequest } from '../lib/graphqlRequest';

type Answer = { message: string };

/** Forgot password: the server mails a link when the e-mail has a login here (same answer either way). */
export const requestPasswordReset = (email: string) =>
  graphqlRequest<{ requestPasswordReset: Answer }>(
    endpoints.account,
    'mutation RequestPasswordReset($email: String!) { requestPasswordReset(email: $email) { message } }',
    { email },
  ).then((d) => d.requestPasswordReset.message);

export const resetPassword = (token: string, password: string, passwordConfirmation: string) =>
  graphqlRequest<{ resetPassword: Answer }>(
    endpoints.account,
    'mutation ResetPassword($token: String!, $password: String!, $passwordConfirmation: String!) { resetPassword(token: $token, password: $password, passwordConfirmation: $passwordConfirmation) { message } }',
    { token, password, passwordConfirmation },
  ).then((d) => d.resetPassword.message);

export const changePassword = (currentPassword: string, password: string, passwordConfirmation: string) =>
  graphqlRequest<{ changePassword: Answer }>(
    endpoints.account,
    'mutation ChangePassword($currentPassword: String!, $password: String!, $passwordConfirmation: String!) { changePassword(currentPassword: $currentPassword, password: $password, passwordConfirmation: $passwordConfirmation) { message } }',
    { currentPassword, password, passwordConfirmation },
  ).then((d) => d.changePassword.message);
