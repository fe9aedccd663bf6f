import { NumberInput, SaveButton, SelectInput, SimpleForm, TextInput, Toolbar, required } from 'react-admin';
import { Box } from '@mui/material';
import { maskCpf, maskInternationalPhone, onlyDigits } from '@gym/contracts/validation/index';
import { genderChoices, statusChoices } from './labels';
import { validateCpf, validateEmail, validateHeight, validatePhone } from './validation';
import { UploadInput } from '../uploads/UploadInput';
import { BrDateInput } from '../lib/BrDateField';

type Values = Record<string, unknown>;

/** Form values → what createOrUpdateUser expects: digits for phone and CPF, null for blanks. */
export function toStudentInput(values: Values): Values {
  const phone = onlyDigits(typeof values.phone === 'string' ? values.phone : '');
  const cpf = onlyDigits(typeof values.cpf === 'string' ? values.cpf : '');
  const height =
    values.height === '' || values.height === null || values.height === undefined ? null : Number(values.height);
  return {
    ...values,
    phone: phone.length > 2 ? phone : null,
    cpf: cpf || null,
    height,
    birthdate: values.birthdate || null,
    gympassId: values.gympassId || null,
    avatarUrl: values.avatarUrl || null,
    gender: values.gender || '-',
  };
}

const FormToolbar = () => (
  <Toolbar>
    <SaveButton label="Salvar" alwaysEnable />
  </Toolbar>
);

const req = required();

/** Spec 002 'Student edit form': the same inputs for a new and an existing student. */
export const StudentForm = ({ defaultValues }: { defaultValues?: Values }) => (
  <SimpleForm toolbar={<FormToolbar />} defaultValues={defaultValues} sx={{ maxWidth: 720 }}>
    <Box sx={{ display: 'flex', gap: 2, width: '100%', flexWrap: 'wrap' }}>
      <TextInput source="name" validate={req} sx={{ flex: 1, minWidth: 240 }} />
      <TextInput source="lastName" validate={req} sx={{ flex: 1, minWidth: 240 }} />
    </Box>
    <TextInput source="email" type="email" validate={[req, validateEmail]} />
    <Box sx={{ display: 'flex', gap: 2, width: '100%', flexWrap: 'wrap' }}>
      <TextInput
        source="phone"
        placeholder="+55 (99) 99999-9999"
        format={(value: unknown) => (typeof value === 'string' && value ? maskInternationalPhone(value) : '')}
        parse={(value: string) => maskInternationalPhone(value)}
        validate={validatePhone}
        sx={{ flex: 1, minWidth: 240 }}
      />
      <TextInput
        source="cpf"
        placeholder="999.999.999-99"
        format={(value: unknown) => (typeof value === 'string' && value ? maskCpf(value) : '')}
        parse={(value: string) => maskCpf(value)}
        validate={validateCpf}
        sx={{ flex: 1, minWidth: 240 }}
      />
    </Box>
    <Box sx={{ display: 'flex', gap: 2, width: '100%', flexWrap: 'wrap' }}>
      <SelectInput source="gender" choices={genderChoices} validate={req} sx={{ flex: 1, minWidth: 200 }} />
      <BrDateInput source="birthdate" sx={{ flex: 1, minWidth: 200 }} />
      <NumberInput source="height" step={1} min={1} validate={validateHeight} sx={{ flex: 1, minWidth: 160 }} />
    </Box>
    <TextInput source="gympassId" />
    <SelectInput source="status" choices={statusChoices} validate={req} />
    <UploadInput source="avatarUrl" folder="avatars" label="Foto" testId="student-avatar" />
  </SimpleForm>
);
