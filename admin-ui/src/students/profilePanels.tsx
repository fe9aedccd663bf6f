import type { ComponentType } from 'react';
import type { Student } from '../dataProvider/student';
import { StudentPlansPanel } from '../plans/StudentPlansPanel';
import { CheckinsPanel } from '../checkins/CheckinsPanel';
import { PointsPanel } from '../points/PointsPanel';
import { InboxPanel } from '../inbox/InboxPanel';

export type PanelOption = 'planos' | 'checkins' | 'inbox' | 'pontos' | 'edit';

interface ProfilePanelProps {
  readonly student: Student;
}

/**
 * The panel each profile option shows (spec 002 'Student profile'). Each feature registers its own
 * panel here, one line each, so the profile page itself never needs to know the features.
 * An option without a panel shows a placeholder. The panels declare their `{ student }` props
 * themselves (the Student type is the data provider's), so they import nothing back from here.
 */
export const profilePanels: Partial<Record<Exclude<PanelOption, 'edit'>, ComponentType<ProfilePanelProps>>> = {
  planos: StudentPlansPanel,
  checkins: CheckinsPanel,
  pontos: PointsPanel,
  inbox: InboxPanel,
};
