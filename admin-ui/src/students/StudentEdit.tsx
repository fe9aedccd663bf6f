import { Edit } from 'react-admin';
import { StudentForm, toStudentInput } from './StudentForm';
import { useStudentSaveOptions } from './useStudentSave';

/** /alunos/{id}/edit. Pessimistic, so the server's field errors can land under the fields. */
export const StudentEdit = () => {
  const mutationOptions = useStudentSaveOptions();
  return (
    <Edit
      resource="alunos"
      actions={false}
      mutationMode="pessimistic"
      redirect={false}
      transform={toStudentInput}
      mutationOptions={mutationOptions}
    >
      <StudentForm />
    </Edit>
  );
};

export default StudentEdit;
