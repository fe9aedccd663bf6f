import { Create } from 'react-admin';
import { StudentForm, toStudentInput } from './StudentForm';
import { useStudentSaveOptions } from './useStudentSave';

/** /alunos/new: a new profile, saved with origin panel. */
export const StudentCreate = () => {
  const mutationOptions = useStudentSaveOptions();
  return (
    <Create
      resource="alunos"
      title="Novo aluno"
      redirect={false}
      transform={toStudentInput}
      mutationOptions={mutationOptions}
    >
      <StudentForm defaultValues={{ gender: '-', status: 'ativo', phone: '' }} />
    </Create>
  );
};

export default StudentCreate;
