import { Checkbox, FormControlLabel, FormGroup } from '@mui/material';
import { featureKeys, featureLabels } from '@gym/contracts/accounts/enums';
import type { FormValues } from '../lib/settingsPayload';

/** ours: the spec labels three features only; the others get these names. */
const ourLabels: Record<string, string> = {
  dashboard: 'Dashboard',
  reviews: 'Avaliações',
  users: 'Usuários',
  social: 'Social',
  communication: 'Comunicação',
  checkins: 'Checkins',
  points: 'Pontos',
  'info-products': 'Infoprodutos',
  banners: 'Banners',
  app: 'Aplicativo',
};

/** Recursos (operator scope only): the account's features as a checkbox list (spec 000 section 3 labels). */
export const ResourcesTab = ({
  values,
  set,
}: {
  values: FormValues;
  set: (name: string, value: FormValues[string]) => void;
}) => {
  const features = (values.features as readonly string[] | undefined) ?? [];
  const toggle = (key: string, on: boolean) =>
    // Kept in the spec's order whatever order they are ticked in.
    set(
      'features',
      featureKeys.filter((k) => (k === key ? on : features.includes(k))),
    );
  return (
    <FormGroup aria-label="Recursos da conta">
      {featureKeys.map((key) => (
        <FormControlLabel
          key={key}
          control={<Checkbox checked={features.includes(key)} onChange={(e) => toggle(key, e.target.checked)} />}
          label={featureLabels[key] ?? ourLabels[key] ?? key}
        />
      ))}
    </FormGroup>
  );
};
