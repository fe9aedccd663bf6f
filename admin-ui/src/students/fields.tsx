import { Avatar, Chip, Typography } from '@mui/material';
import { Link, useBasename, useRecordContext } from 'react-admin';
import { maskInternationalPhone } from '@gym/contracts/validation/index';
import { studentPhoto, type Student } from '../dataProvider/student';

export const PhotoField = (_props: { label?: string }) => {
  const student = useRecordContext<Student>();
  if (!student) return null;
  return <Avatar src={studentPhoto(student)} alt={student.fullName} sx={{ width: 36, height: 36 }} />;
};

/** Name and e-mail link to admin/alunos/{id} (spec 002 'Student list'). */
export const StudentLinkField = ({ source }: { source: 'fullName' | 'email'; label?: string; sortable?: boolean }) => {
  const student = useRecordContext<Student>();
  const basename = useBasename();
  if (!student) return null;
  return <Link to={`${basename}/alunos/${encodeURIComponent(student.id)}`}>{student[source]}</Link>;
};

/** ours: the spec names the marker, not its words. */
const DUPLICATE_LABELS: Record<string, string> = {
  email: 'E-mail duplicado',
  cpf: 'CPF duplicado',
  phone: 'Telefone duplicado',
};

/** A duplicate-type marker replaces the phone when present. */
export const PhoneOrDuplicateField = (_props: { label?: string }) => {
  const student = useRecordContext<Student>();
  if (!student) return null;
  if (student.duplicateType)
    return (
      <Chip size="small" color="warning" label={DUPLICATE_LABELS[student.duplicateType] ?? student.duplicateType} />
    );
  return <Typography variant="body2">{student.phone ? maskInternationalPhone(student.phone) : ''}</Typography>;
};

/** Plan-type label coloured with the plan colour; grey without an active plan. */
export const PlanTypeField = (_props: { label?: string }) => {
  const student = useRecordContext<Student>();
  if (!student) return null;
  const color = student.hasActivePlan ? (student.planColor ?? undefined) : undefined;
  return (
    <Chip
      size="small"
      label={student.planType}
      sx={color ? { bgcolor: color, color: '#fff' } : { bgcolor: 'grey.300', color: 'grey.700' }}
    />
  );
};
