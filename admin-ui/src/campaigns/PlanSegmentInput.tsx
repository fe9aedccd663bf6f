import { SelectInput, required, useGetList } from 'react-admin';
import { campaignMessages as m } from '@gym/contracts/campaigns/messages';
import { readOnce } from '../dataProvider/hooks';
import type { Plan } from '../dataProvider/plans';

/** The plan segment names a plan of the catalogue (first page: 25 plans, the catalogue's own page size). */
export function PlanSegmentInput() {
  // A failure leaves the choices empty, as the segment is optional until chosen.
  const { data: plans = [] } = useGetList<Plan>('plans', { pagination: { page: 1, perPage: 25 } }, readOnce);
  const choices = plans.map((plan) => ({ id: plan.id, name: plan.name }));
  return (
    <SelectInput source="segmentValue" label="Plano" choices={choices} validate={required(m.required)} fullWidth />
  );
}
