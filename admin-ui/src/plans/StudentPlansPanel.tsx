import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Loading, useGetList, useNotify } from 'react-admin';
import { planMessages } from '@gym/contracts/plans/planMessages';
import { formatBRL } from '@gym/contracts/validation/money';
import { formatDate } from '@gym/contracts/validation/date';
import type { Student } from '../dataProvider/student';
import { readOnce, useAdminMutation } from '../dataProvider/hooks';
import type { UserPlan } from '../dataProvider/plans';
import { errorMessage } from '../lib/notifyError';
import { discountTypeLabels, paymentMethodLabels, statusColor } from './labels';
import { FreezeDialog } from './FreezeDialog';
import { CardOnFileControl } from '../billing/CardOnFileControl';
import { StudentPlanForm } from './StudentPlanForm';
import { StackedTable } from '../layout/StackedTable';

const discountText = (plan: UserPlan) =>
  !plan.discountType || !plan.discount
    ? '-'
    : plan.discountType === 'fixed'
      ? formatBRL(plan.discount)
      : `${plan.discount}%`;

/** The planos option of the student profile: the list (ativados / desativados) or the add/edit form. */
export const StudentPlansPanel = ({ student }: { readonly student: Student }) => {
  const notify = useNotify();
  const [filter, setFilter] = useState<'ativados' | 'desativados'>('ativados');
  const [form, setForm] = useState<{ editing: UserPlan | null } | null>(null);
  const [freezing, setFreezing] = useState<UserPlan | null>(null);

  const { data: plans = null, refetch } = useGetList<UserPlan>(
    'studentPlans',
    { filter: { alunoId: student.id, status: filter } },
    {
      ...readOnce,
      onError: (error) => notify(errorMessage(error), { type: 'error' }),
    },
  );
  const load = () => void refetch();
  const { mutateAsync: endStudentPlanFreeze } = useAdminMutation((dataProvider, id: string) =>
    dataProvider.endStudentPlanFreeze(id),
  );
  const { mutateAsync: cancelStudentPlanRenewal } = useAdminMutation((dataProvider, id: string) =>
    dataProvider.cancelStudentPlanRenewal(id),
  );
  const { mutateAsync: setPaymentReceived } = useAdminMutation((dataProvider, id: string) =>
    dataProvider.setPaymentReceived(id),
  );

  if (form)
    return (
      <StudentPlanForm
        studentId={student.id}
        editing={form.editing}
        onDone={() => {
          setForm(null);
          load();
        }}
      />
    );

  async function endFreeze(id: string) {
    try {
      await endStudentPlanFreeze(id);
      load();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
  }

  async function cancelRenewal(id: string) {
    try {
      await cancelStudentPlanRenewal(id);
      load();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
  }

  async function receive(paymentId: string) {
    try {
      await setPaymentReceived(paymentId);
      load();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
  }

  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 2 }}>
        <Link component="button" onClick={() => setFilter(filter === 'ativados' ? 'desativados' : 'ativados')}>
          {filter === 'ativados' ? 'ver planos desativados' : 'ver planos ativos'}
        </Link>
        <Button variant="contained" onClick={() => setForm({ editing: null })}>
          Adicionar plano
        </Button>
      </Box>
      {plans === null ? (
        <Loading />
      ) : plans.length === 0 ? (
        <Typography>{planMessages.noPlanFound}</Typography>
      ) : (
        plans.map((plan) => (
          <Card
            key={plan.id}
            variant="outlined"
            sx={{ mb: 2, borderLeft: `6px solid ${plan.planColor}` }}
            aria-label={plan.name}
          >
            <CardContent>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1 }}>
                <Typography variant="h6">{plan.name}</Typography>
                <Chip size="small" label={plan.statusLabel} sx={{ bgcolor: statusColor(plan.status), color: '#fff' }} />
                <Box sx={{ flex: 1 }} />
                {plan.freeze ? (
                  <Button size="small" onClick={() => endFreeze(plan.id)}>
                    Encerrar trancamento
                  </Button>
                ) : (
                  plan.status === 'active' && (
                    <Button size="small" onClick={() => setFreezing(plan)}>
                      Trancar
                    </Button>
                  )
                )}
                {plan.renewsOn && (
                  <Button size="small" onClick={() => cancelRenewal(plan.id)}>
                    Cancelar renovação
                  </Button>
                )}
                <CardOnFileControl studentId={student.id} plan={plan} />
                <Button size="small" onClick={() => setForm({ editing: plan })}>
                  Editar
                </Button>
              </Box>
              <Typography variant="body2">
                {formatDate(plan.startDate)} até {plan.endDate ? formatDate(plan.endDate) : '-'} · Total{' '}
                {formatBRL(plan.total)} · Desconto {discountText(plan)}
                {plan.discountType ? ` (${discountTypeLabels[plan.discountType]})` : ''} · {plan.installments}x ·{' '}
                {paymentMethodLabels[plan.paymentMethod]}
              </Typography>
              {plan.renewsOn ? (
                <Typography variant="body2">Renova em {formatDate(plan.renewsOn)}</Typography>
              ) : (
                plan.lastCycle && <Typography variant="body2">Último ciclo</Typography>
              )}
              {plan.freeze && (
                <Typography variant="body2" color="warning.main">
                  Trancado de {formatDate(plan.freeze.startDate)} a {formatDate(plan.freeze.endDate)} (
                  {plan.freeze.reason})
                </Typography>
              )}
              {plan.planPayments.length > 0 && (
                <StackedTable>
                  <Table size="small" aria-label="Pagamentos">
                    <TableHead>
                      <TableRow>
                        <TableCell>Data</TableCell>
                        <TableCell>Método</TableCell>
                        <TableCell>Valor</TableCell>
                        <TableCell>Situação</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {plan.planPayments.map((p) => (
                        <TableRow key={p.id}>
                          <TableCell>{formatDate(p.date)}</TableCell>
                          <TableCell>{paymentMethodLabels[p.paymentMethod]}</TableCell>
                          <TableCell>{formatBRL(p.value)}</TableCell>
                          <TableCell>
                            {p.received ? (
                              'Pago'
                            ) : (
                              <Button size="small" onClick={() => receive(p.id)}>
                                {planMessages.markReceived}
                              </Button>
                            )}
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </StackedTable>
              )}
            </CardContent>
          </Card>
        ))
      )}
      {freezing && (
        <FreezeDialog
          plan={freezing}
          onClose={(changed) => {
            setFreezing(null);
            if (changed) load();
          }}
        />
      )}
    </Box>
  );
};
