import { describe, expect, it } from 'vitest';
import { Route } from 'react-router';
import { allEntries } from './navigation';
import { ownedPaths, placeholderRoutes } from './placeholderRoutes';

const inside = allEntries.filter((entry) => !entry.outside).map((entry) => entry.to);
const placeholderPaths = (owned: readonly string[]) => placeholderRoutes(owned).map((route) => route.props.path);

describe('placeholderRoutes', () => {
  it('gives every in-console entry no one owns a placeholder, and none to the outside ones', () => {
    expect(placeholderPaths([])).toEqual(inside);
  });

  it('leaves out the addresses the resources and routes passed in own', () => {
    const owned = ownedPaths(['alunos', 'checkins'], [<Route key="r" path="/reports" />, <Route key="x" />]);
    expect(owned).toEqual(['/alunos', '/alunos/new', '/checkins', '/checkins/new', '/reports']);
    const left = placeholderPaths(owned);
    expect(left).not.toContain('/alunos');
    expect(left).not.toContain('/checkins/new');
    expect(left).not.toContain('/reports');
    expect(left).toContain('/plans');
  });
});
