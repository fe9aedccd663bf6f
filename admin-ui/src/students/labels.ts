import { genders, studentStatusLabels, studentStatuses } from '@gym/contracts/students/enums';

export const statusChoices = studentStatuses.map((id) => ({ id, name: studentStatusLabels[id] }));
export const genderChoices = genders.map((id) => ({ id, name: id }));

export function statusLabel(status: string): string {
  return (studentStatusLabels as Record<string, string>)[status] ?? status;
}
