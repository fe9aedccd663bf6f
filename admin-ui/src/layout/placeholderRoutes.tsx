import type { ReactElement } from 'react';
import { Route } from 'react-router';
import { allEntries } from './navigation';
import { ComingSoon } from './ComingSoon';

/** The addresses a set of resources (list and create) and custom routes own. */
export const ownedPaths = (resources: readonly string[], routes: readonly ReactElement<{ path?: string }>[]) => [
  ...resources.flatMap((name) => [`/${name}`, `/${name}/new`]),
  ...routes.flatMap((route) => (route.props.path ? [route.props.path] : [])),
];

/**
 * Every navigation entry without a screen yet, as routes under /{account}/admin. App.tsx passes the
 * addresses its resources and routes own, so the frame knows no feature; /checkout lives outside the console.
 */
export const placeholderRoutes = (owned: readonly string[]) => {
  const own = new Set(owned);
  return allEntries
    .filter((entry) => !entry.outside && !own.has(entry.to))
    .map((entry) => <Route key={entry.to} path={entry.to} element={<ComingSoon title={entry.label} />} />);
};
