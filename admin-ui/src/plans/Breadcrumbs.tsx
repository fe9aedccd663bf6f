import { SectionBreadcrumbs } from '../layout/SectionBreadcrumbs';

/** Financeiro > Planos > plan name (or 'Novo plano'): the menu's section, not a fixed one (issue 26). */
export const PlanBreadcrumbs = ({ current }: { current?: string }) => (
  <SectionBreadcrumbs path="/plans" current={current} />
);
