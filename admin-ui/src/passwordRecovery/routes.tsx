import { Suspense, lazy } from 'react';
import { Loading } from 'react-admin';
import { Route } from 'react-router';

const pages = () => import('./PasswordPages');
const ForgotPasswordPage = lazy(() => pages().then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => pages().then((m) => ({ default: m.ResetPasswordPage })));
const ChangePasswordPage = lazy(() => pages().then((m) => ({ default: m.ChangePasswordPage })));

const page = (element: React.ReactNode) => <Suspense fallback={<Loading />}>{element}</Suspense>;

/** Public pages (no console layout, no sign-in): forgot password and the e-mailed link. */
export const passwordPublicRoutes = [
  <Route key="/password/new" path="/password/new" element={page(<ForgotPasswordPage />)} />,
  <Route key="/password/reset" path="/password/reset" element={page(<ResetPasswordPage />)} />,
];

/** Inside the console: a signed-in user's password change. */
export const passwordConsoleRoutes = [
  <Route key="/password/change" path="/password/change" element={page(<ChangePasswordPage />)} />,
];
