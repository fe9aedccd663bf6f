import {
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  MenuItem,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { Title, useGetOne, useNotify } from 'react-admin';
import { useNavigate, useParams } from 'react-router';
import { branchMessages } from '@gym/contracts/branches/messages';
import { maskCep } from '@gym/contracts/validation/index';
import { useAccount } from '../account/useAccount';
import type { Branch } from '../dataProvider/branches';
import { readOnce, useAdminDataProvider, useSaveRecord } from '../dataProvider/hooks';
import { fieldErrorsOf } from '../lib/fieldErrors';
import { errorMessage, useNotifyRequestError } from '../lib/notifyError';

type Values = Record<string, string>;
const ADDRESS = ['zipcode', 'street', 'number', 'complement', 'neighborhood', 'city', 'state'] as const;
const PASS = [
  'passIntegration',
  'gymId',
  'token',
  'totalpassToken',
  'totalpassServiceProvider',
  'totalpassBearerToken',
  'totalpassPlanCode',
] as const;
const labels: Record<string, string> = {
  name: 'Nome',
  code: 'Código',
  visibility: 'Visibilidade',
  zipcode: 'CEP',
  street: 'Rua',
  number: 'Número',
  complement: 'Complemento',
  neighborhood: 'Bairro',
  city: 'Cidade',
  state: 'Estado',
  passIntegration: 'Integração',
  gymId: 'Identificador da academia (Gympass)',
  token: 'Chave de acesso (Gympass)',
  totalpassToken: 'Chave Totalpass',
  totalpassServiceProvider: 'Provedor de serviço Totalpass',
  totalpassBearerToken: 'Chave de autorização Totalpass',
  totalpassPlanCode: 'Código do plano Totalpass',
};

/** /filials/new and /filials/{code}/edit (spec 000 'Branch (filial) form'). */
export const BranchForm = () => {
  const { code } = useParams<{ code: string }>();
  const { account } = useAccount();
  const notify = useNotify();
  const navigate = useNavigate();
  const onError = useNotifyRequestError();
  const dataProvider = useAdminDataProvider();
  const save = useSaveRecord<Branch>('filials');
  // The edit address names the branch by its code.
  const { data: found } = useGetOne<Branch>(
    'filials',
    { id: code ?? '', meta: { by: 'code' } },
    { ...readOnce, enabled: !!code, onError },
  );
  const [values, setValues] = useState<Values>({ filialType: 'place', name: '', visibility: 'everywhere' });
  const [errors, setErrors] = useState<Values>({});
  const [sending, setSending] = useState(false);
  const personal = account?.accountType === 'personal';

  useEffect(() => {
    if (found) setValues(Object.fromEntries(Object.entries(found).map(([k, v]) => [k, v == null ? '' : String(v)])));
  }, [found]);

  const set = (field: string, value: string) => setValues((v) => ({ ...v, [field]: value }));

  // Spec 000: the lookup fires at exactly 8 digits and fills street, neighborhood, city and state.
  const onZipcode = (typed: string) => {
    const masked = maskCep(typed);
    set('zipcode', masked);
    const digits = masked.replace(/\D/g, '');
    if (digits.length !== 8) return;
    dataProvider.zipcodeLookup(digits).then(
      (address) =>
        address && setValues((v) => ({ ...v, ...Object.fromEntries(Object.entries(address).filter(([, x]) => x)) })),
      (error: unknown) => notify(errorMessage(error), { type: 'warning' }),
    );
  };

  const submit = async () => {
    const local: Values = {};
    if (!values.name?.trim()) local.name = branchMessages.nameRequired;
    if (values.filialType === 'place' && ADDRESS.every((f) => !values[f]?.trim()))
      local.street = branchMessages.addressRequired;
    setErrors(local);
    if (Object.keys(local).length) {
      for (const m of Object.values(local)) notify(m, { type: 'error' });
      return;
    }
    setSending(true);
    const fields = ['id', 'filialType', 'name', 'code', 'visibility', ...ADDRESS, ...PASS];
    const input = Object.fromEntries(fields.filter((f) => values[f]).map((f) => [f, values[f]]));
    try {
      const saved = await save(code ? values.id : null, input, found);
      notify(code ? branchMessages.saved : branchMessages.created, { type: 'success' });
      // Spec 000: after creating, the address changes to /filials/{code}/edit.
      navigate(`/filials/${encodeURIComponent(saved.code)}/edit`, { replace: true });
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      onError(error);
    } finally {
      setSending(false);
    }
  };

  const text = (field: string, extra: Partial<React.ComponentProps<typeof TextField>> = {}) => (
    <TextField
      key={field}
      label={labels[field]}
      value={values[field] ?? ''}
      onChange={(e) => set(field, e.target.value)}
      error={!!errors[field]}
      helperText={errors[field] ?? ' '}
      size="small"
      sx={{ minWidth: 220 }}
      {...extra}
    />
  );
  const heading = personal ? 'Local' : 'Filial';
  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 900 }}>
      <Title title={heading} />
      <Card>
        <CardHeader title="Informações" />
        <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <ToggleButtonGroup
            exclusive
            value={values.filialType}
            onChange={(_e, v: string | null) => v && set('filialType', v)}
            aria-label="Tipo"
          >
            <ToggleButton value="place">Físico</ToggleButton>
            <ToggleButton value="online">Online</ToggleButton>
          </ToggleButtonGroup>
          {text('name')}
          {text('code', { disabled: !!code, slotProps: { input: { readOnly: !!code } } })}
          {text('visibility', {
            select: true,
            children: [
              <MenuItem key="e" value="everywhere">
                Todos
              </MenuItem>,
              <MenuItem key="t" value="only_team">
                Somente equipe
              </MenuItem>,
            ],
          })}
        </CardContent>
      </Card>
      {values.filialType === 'place' && (
        <Card>
          <CardHeader title="Endereço" />
          <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            {text('zipcode', { onChange: (e) => onZipcode(e.target.value) })}
            {ADDRESS.filter((f) => f !== 'zipcode').map((f) => text(f))}
          </CardContent>
        </Card>
      )}
      {!personal && (
        <Card>
          <CardHeader title="Integração com Pass Checkins" />
          <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            {text('passIntegration', {
              select: true,
              children: [
                <MenuItem key="n" value="">
                  Nenhuma
                </MenuItem>,
                <MenuItem key="g" value="gympass">
                  Gympass
                </MenuItem>,
                <MenuItem key="t" value="totalpass">
                  Totalpass
                </MenuItem>,
              ],
            })}
            {PASS.filter((f) => f !== 'passIntegration').map((f) => text(f))}
          </CardContent>
        </Card>
      )}
      <Box>
        <Button variant="contained" onClick={submit} disabled={sending}>
          Salvar
        </Button>
      </Box>
    </Box>
  );
};

export default BranchForm;
