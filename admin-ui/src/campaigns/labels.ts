import {
  campaignChannelLabels,
  campaignFrequencyLabels,
  campaignSegmentationLabels,
  campaignStatusLabels,
  campaignTriggerLabels,
} from '@gym/contracts/campaigns/enums';
import { studentStatusLabels, studentStatuses } from '@gym/contracts/students/enums';

const choices = (labels: Record<string, string>, only?: readonly string[]) =>
  Object.entries(labels)
    .filter(([id]) => !only || only.includes(id))
    .map(([id, name]) => ({ id, name }));

/** The form offers four statuses; the list also knows inactive (spec 002 section 4). */
export const statusChoices = choices(campaignStatusLabels, ['draft', 'active', 'archived', 'finished']);
export const triggerChoices = choices(campaignTriggerLabels);
export const segmentationChoices = choices(campaignSegmentationLabels);
export const frequencyChoices = choices(campaignFrequencyLabels);
export const channelChoices = choices(campaignChannelLabels);
/** The student statuses a segment filters on, as the student form offers them (from the contracts, not the students screens). */
export const studentStatusChoices = studentStatuses.map((id) => ({ id, name: studentStatusLabels[id] }));
export const label = {
  status: (v: string) => campaignStatusLabels[v as keyof typeof campaignStatusLabels] ?? v,
  trigger: (v: string) => campaignTriggerLabels[v as keyof typeof campaignTriggerLabels] ?? v,
  segmentation: (v: string) => campaignSegmentationLabels[v as keyof typeof campaignSegmentationLabels] ?? v,
  frequency: (v: string) => campaignFrequencyLabels[v as keyof typeof campaignFrequencyLabels] ?? v,
  channel: (v: string) => campaignChannelLabels[v as keyof typeof campaignChannelLabels] ?? v,
};

/** The 99:99 mask of the send time. */
export function maskTime(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
}
