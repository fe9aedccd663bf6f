import { Box, Button, FormControlLabel, Paper, Stack, Switch, TextField, Typography } from '@mui/material';
import { pointsRuleKinds, pointsRulesMessages, type PointsRuleKind } from '@gym/contracts/pointsRules/index';
import { pointsOverviewMessages as m } from '@gym/contracts/pointsRules/consoleMessages';
import { useEffect, useState } from 'react';
import { Loading, Title, useNotify } from 'react-admin';
import type { PointsRuleSetting } from '../dataProvider/pointsOverview';
import { useAdminMutation, useAdminQuery } from '../dataProvider/hooks';
import { useNotifyRequestError } from '../lib/notifyError';

type Rules = Record<PointsRuleKind, { enabled: boolean; points: string }>;
const fieldErrors = (error: unknown): Record<string, string> =>
  ((error as { body?: { errors?: Record<string, string> } })?.body?.errors as Record<string, string>) ?? {};

/** /crm-settings: the rules that grant points automatically, each on or off with its points (managers and admins). */
export const CrmSettingsPage = () => {
  const notify = useNotify();
  const onError = useNotifyRequestError(m.loadError);
  const onSaveError = useNotifyRequestError(pointsRulesMessages.saveError);
  const settings = useAdminQuery(['crmSettings'], (dp) => dp.crmSettings(), { onError });
  const save = useAdminMutation((dp, input: Record<PointsRuleKind, PointsRuleSetting>) => dp.updateCrmSettings(input));
  const [rules, setRules] = useState<Rules | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (settings.data && !rules)
      setRules(
        Object.fromEntries(
          pointsRuleKinds.map((k) => [
            k,
            { enabled: settings.data[k].enabled, points: String(settings.data[k].points) },
          ]),
        ) as Rules,
      );
  }, [settings.data, rules]);

  const submit = async () => {
    if (!rules) return;
    const input = Object.fromEntries(
      pointsRuleKinds.map((k) => [k, { enabled: rules[k].enabled, points: Number.parseInt(rules[k].points, 10) || 0 }]),
    ) as Record<PointsRuleKind, PointsRuleSetting>;
    try {
      await save.mutateAsync(input);
      setErrors({});
      notify(pointsRulesMessages.saved, { type: 'success' });
      await settings.refetch();
    } catch (e) {
      setErrors(fieldErrors(e));
      onSaveError(e);
    }
  };

  return (
    <Box sx={{ mt: 2, minWidth: 0, maxWidth: 760 }}>
      <Title title={m.crmTitle} />
      {!rules || !settings.data ? (
        settings.isError ? null : (
          <Loading />
        )
      ) : (
        <Paper sx={{ p: 2, minWidth: 0 }}>
          <Typography sx={{ mb: 1 }}>{m.crmIntro}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {m.minimum(settings.data.minimumCheckinsToPoints)}
          </Typography>
          <Stack spacing={2}>
            {pointsRuleKinds.map((kind) => {
              const error = errors[`input.${kind}.points`] ?? errors[`${kind}.points`];
              return (
                <Box
                  key={kind}
                  data-testid={`rule-${kind}`}
                  sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
                >
                  <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
                    <FormControlLabel
                      control={
                        <Switch
                          checked={rules[kind].enabled}
                          onChange={(e) =>
                            setRules({ ...rules, [kind]: { ...rules[kind], enabled: e.target.checked } })
                          }
                          slotProps={{ input: { 'aria-label': m.ruleLabels[kind] } }}
                        />
                      }
                      label={m.ruleLabels[kind]}
                    />
                    <Typography variant="body2" color="text.secondary">
                      {m.ruleHelp[kind]}
                    </Typography>
                  </Box>
                  <TextField
                    size="small"
                    label={m.points}
                    value={rules[kind].points}
                    onChange={(e) =>
                      setRules({ ...rules, [kind]: { ...rules[kind], points: e.target.value.replace(/\D/g, '') } })
                    }
                    error={Boolean(error)}
                    helperText={error}
                    slotProps={{
                      htmlInput: {
                        inputMode: 'numeric',
                        maxLength: 5,
                        'aria-label': `${m.points} ${m.ruleLabels[kind]}`,
                      },
                    }}
                    sx={{ width: 140 }}
                  />
                </Box>
              );
            })}
          </Stack>
          <Button variant="contained" sx={{ mt: 2 }} disabled={save.isPending} onClick={submit}>
            {m.save}
          </Button>
        </Paper>
      )}
    </Box>
  );
};

export default CrmSettingsPage;
