import type { ReactNode } from 'react';
import { Avatar, Card, CardContent, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { LinkBase, useBasename } from 'react-admin';
import { formatDate, maskCpf, maskInternationalPhone } from '@gym/contracts/validation/index';
import { statusLabel } from './labels';
import { ResetPasswordLink } from './ResetPasswordLink';
import { studentPhoto, type Student } from '../dataProvider/student';

const Line = ({ label, children }: { label: string; children: ReactNode }) => (
  <div>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Typography variant="body2" component="div">
      {children}
    </Typography>
  </div>
);

/** Spec 002 'Student profile' sidebar. */
export const ProfileSidebar = ({ student }: { student: Student }) => {
  const basename = useBasename();
  return (
    <Card component="aside" aria-label="Perfil do aluno" sx={{ width: 280, flexShrink: 0 }}>
      <CardContent>
        <Stack spacing={1} sx={{ alignItems: 'center', mb: 2, position: 'relative' }}>
          <Tooltip title="Editar">
            <IconButton
              component={LinkBase}
              to={`${basename}/alunos/${encodeURIComponent(student.id)}/edit`}
              aria-label="Editar"
              sx={{ position: 'absolute', top: 0, right: 0 }}
            >
              <EditIcon />
            </IconButton>
          </Tooltip>
          <Avatar src={studentPhoto(student)} alt={student.fullName} sx={{ width: 96, height: 96 }} />
          <Typography variant="h6" component="h2">
            {student.shortName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {student.relationship.originLabel}
          </Typography>
        </Stack>
        <Stack spacing={1}>
          <Line label="Cliente desde">{formatDate(student.relationship.registeredAt)}</Line>
          <Line label="Status">{statusLabel(student.status)}</Line>
          <Line label="E-mail">{student.email}</Line>
          <Line label="Telefone">{student.phone ? maskInternationalPhone(student.phone) : '-'}</Line>
          <Line label="CPF">{student.cpf ? maskCpf(student.cpf) : '-'}</Line>
          <Line label="Gênero">{student.gender}</Line>
          {student.gympassId ? <Line label="Identificador Gympass">{student.gympassId}</Line> : null}
          <ResetPasswordLink studentId={student.id} />
        </Stack>
      </CardContent>
    </Card>
  );
};
