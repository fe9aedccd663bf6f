import { Box, Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import { Loading, Title, useBasename, useGetOne, useLocation, useNavigate, useParams } from 'react-admin';
import type { FeatureKey } from '@gym/contracts/accounts/enums';
import { hasFeature, useAccount } from '../account/useAccount';
import { useNotifyRequestError } from '../lib/notifyError';
import { ProfileSidebar } from './ProfileSidebar';
import { profilePanels, type PanelOption } from './profilePanels';
import type { Student } from '../dataProvider/student';

const options: readonly { key: PanelOption; label: string; feature?: FeatureKey }[] = [
  { key: 'planos', label: 'Planos' },
  { key: 'checkins', label: 'Checkins', feature: 'checkins' },
  { key: 'inbox', label: 'Caixa de Entrada', feature: 'communication' },
  { key: 'pontos', label: 'Pontos', feature: 'points' },
  { key: 'edit', label: 'Editar Perfil' },
];

/**
 * /alunos/{id}: sidebar and panel (spec 002 'Student profile'). The active option is kept in the
 * navigation state; the edit option is its own address, /alunos/{id}/edit.
 */
export const StudentProfile = () => {
  const { id = '' } = useParams<{ id: string }>();
  const { account } = useAccount();
  const location = useLocation();
  const navigate = useNavigate();
  const basename = useBasename();
  const onError = useNotifyRequestError();
  const { data: student, isPending } = useGetOne<Student>('alunos', { id }, { onError });

  const visible = options.filter((o) => !o.feature || hasFeature(account, o.feature));
  const requested = (location.state as { option?: PanelOption } | null)?.option;
  const active = visible.find((o) => o.key === requested)?.key ?? 'planos';

  const choose = (option: PanelOption) => {
    if (option === 'edit') navigate(`${basename}/alunos/${encodeURIComponent(id)}/edit`);
    else navigate(location.pathname, { replace: true, state: { option } });
  };

  if (isPending) return <Loading />;
  if (!student) return null;
  const Panel = active === 'edit' ? undefined : profilePanels[active];
  return (
    <Box sx={{ display: 'flex', gap: 2, mt: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <Title title={student.fullName} />
      <ProfileSidebar student={student} />
      <Card sx={{ flex: '1 1 320px', minWidth: 0, maxWidth: '100%' }}>
        <Tabs
          value={active}
          onChange={(_e, value: PanelOption) => choose(value)}
          aria-label="Opções do aluno"
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
        >
          {visible.map((o) => (
            <Tab key={o.key} value={o.key} label={o.key === 'pontos' ? (account?.pointsLabel ?? o.label) : o.label} />
          ))}
        </Tabs>
        <CardContent role="tabpanel">
          {Panel ? (
            <Panel key={active} student={student} />
          ) : (
            <Typography>Esta área estará disponível em breve.</Typography>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};

export default StudentProfile;
