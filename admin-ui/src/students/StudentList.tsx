import {
  BooleanInput,
  Button,
  Datagrid,
  DeleteWithConfirmButton,
  FunctionField,
  LinkBase,
  List,
  NumberField,
  Pagination,
  SearchInput,
  TopToolbar,
  useBasename,
  useNotify,
  SimpleList,
  useRecordContext,
} from 'react-admin';
import { useMediaQuery, type Theme } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { PAGE_SIZE } from '@gym/contracts/graphql/sdl';
import { messages } from '@gym/contracts/messages';
import { hasFeature, useAccount } from '../account/useAccount';
import { useNotifyRequestError } from '../lib/notifyError';
import { PhoneOrDuplicateField, PhotoField, PlanTypeField, StudentLinkField } from './fields';
import { maskInternationalPhone } from '@gym/contracts/validation/index';
import type { Student } from '../dataProvider/student';
import { OverdueMarkerField } from '../billing/OverdueMarker';
import { billingConsoleMessages } from '@gym/contracts/console/billingConsoleMessages';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Buscar por nome, e-mail, telefone ou CPF" />,
  // Recurring billing (issue 24): the students with an overdue card payment.
  <BooleanInput key="overdue" source="overdue" label={billingConsoleMessages.overdueFilter} alwaysOn />,
];

const ListActions = () => {
  const basename = useBasename();
  return (
    <TopToolbar>
      <Button component={LinkBase} to={`${basename}/alunos/new`} label="Novo aluno">
        <AddIcon />
      </Button>
    </TopToolbar>
  );
};

const RowActions = (_props: { label?: string }) => {
  const student = useRecordContext<Student>();
  const basename = useBasename();
  const notify = useNotify();
  const notifyRequestError = useNotifyRequestError(messages.studentDeleteError);
  if (!student) return null;
  return (
    <>
      <Button component={LinkBase} to={`${basename}/alunos/${encodeURIComponent(student.id)}`} label="Ver">
        <VisibilityIcon />
      </Button>
      <DeleteWithConfirmButton
        label="Excluir"
        confirmTitle="Excluir aluno"
        confirmContent={messages.confirmDeleteStudent}
        mutationMode="pessimistic"
        redirect={false}
        mutationOptions={{
          onSuccess: () => notify(messages.studentDeleted, { type: 'success' }),
          onError: notifyRequestError,
        }}
      />
    </>
  );
};

/** Spec 002 'Student list': 25 a page, searched by name, e-mail, phone or CPF. */
export const StudentList = () => {
  const { account } = useAccount();
  const notifyRequestError = useNotifyRequestError();
  // A phone gets one line per student (name, e-mail, phone) that opens the profile: no sideways scrolling (issue 26).
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const basename = useBasename();
  return (
    <List
      title="Alunos"
      filters={filters}
      actions={<ListActions />}
      perPage={PAGE_SIZE}
      pagination={<Pagination rowsPerPageOptions={[PAGE_SIZE]} />}
      sort={{ field: 'fullName', order: 'ASC' }}
      empty={false}
      disableSyncWithLocation={false}
      queryOptions={{ onError: notifyRequestError }}
    >
      {small ? (
        <SimpleList<Student>
          primaryText={(student) => student.fullName}
          secondaryText={(student) =>
            [student.email, student.phone ? maskInternationalPhone(student.phone) : ''].filter(Boolean).join(' · ')
          }
          tertiaryText={(student) => student.planType}
          rowClick={(id) => `${basename}/alunos/${encodeURIComponent(String(id))}`}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <PhotoField label="resources.alunos.fields.avatarUrl" />
          <StudentLinkField source="fullName" label="resources.alunos.fields.fullName" sortable={false} />
          <StudentLinkField source="email" label="resources.alunos.fields.email" sortable={false} />
          <PhoneOrDuplicateField label="resources.alunos.fields.phone" />
          {hasFeature(account, 'points') ? (
            <NumberField source="relationship.points" label="resources.alunos.fields.points" sortable={false} />
          ) : null}
          <PlanTypeField label="resources.alunos.fields.planType" />
          {hasFeature(account, 'checkins') ? (
            <FunctionField<Student>
              label="resources.alunos.fields.checkinsCurrentMonth"
              render={(student) => student.checkinsCurrentMonth}
            />
          ) : null}
          <OverdueMarkerField label={billingConsoleMessages.overdueColumn} />
          <RowActions label="resources.alunos.fields.actions" />
        </Datagrid>
      )}
    </List>
  );
};

export default StudentList;
