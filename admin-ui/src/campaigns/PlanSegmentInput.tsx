import { useEffect, useState } from 'react';
import { SelectInput, required } from 'react-admin';
import { campaignMessages as m } from '@gym/contracts/campaigns/messages';
import { plansApi } from '../plans/plansApi';

/** The plan segment names a plan of the catalogue (first page: 25 plans, the catalogue's own page size). */
export function PlanSegmentInput() {
  const [choices, setChoices] = useState<Array<{ id: string; name: string }>>([]);
  useEffect(() => {
    let live = true;
    plansApi
      .list(1)
      .then((page) => live && setChoices(page.list.map((plan) => ({ id: plan.id, name: plan.name }))))
      .catch(() => live && setChoices([]));
    return () => {
      live = false;
    };
  }, []);
  return <SelectInput source="segmentValue" label="Plano" choices={choices} validate={required(m.required)} fullWidth />;
}
