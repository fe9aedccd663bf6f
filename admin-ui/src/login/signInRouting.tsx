import { useEffect } from 'react';
import { Loading } from 'react-admin';
import { Route, useNavigate } from 'react-router';
import { WELCOME_FLAG } from '@gym/contracts/memberApp/welcomeMessages';
import { isStaff, session } from '../auth/session';
import { accountCode } from '../lib/env';

/** The member app's session key (member-app/src/api.ts): a member signed in here continues there without a second sign-in. */
const memberAppTokenKey = `memberApp.${accountCode}.token`;

/** A member signed in (or signed up) on the console's cards: the member app is their place, not the console. */
export class MemberSignedIn extends Error {}

/** Keeps the member's token for the member app (the console keeps none: it is staff-only). */
export function handOverToMemberApp(token: string): void {
  localStorage.setItem(memberAppTokenKey, token);
}

/** Spec 000's target after the cards: /{account}/sign-in/ (the server sends it to this console's /sign-in). */
export function goToSignInTarget(welcome: boolean): void {
  window.location.assign(`/${encodeURIComponent(accountCode)}/sign-in/${welcome ? `?${WELCOME_FLAG}=1` : ''}`);
}

/** /sign-in: each role to its place: staff to the console's start, a member to the member app, anyone else to the cards. */
const SignInRedirect = () => {
  const navigate = useNavigate();
  useEffect(() => {
    const user = session.user();
    if (session.token() && user && isStaff(user.rule)) navigate('/', { replace: true });
    else if (localStorage.getItem(memberAppTokenKey))
      window.location.replace(`/${encodeURIComponent(accountCode)}/app/${window.location.search}`);
    else navigate('/login', { replace: true });
  }, [navigate]);
  return <Loading />;
};

export const signInRoutes = [<Route key="/sign-in" path="/sign-in" element={<SignInRedirect />} />];
