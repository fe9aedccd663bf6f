import { Box, Button, Card, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading, Title, useGetList } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { formatBRL } from '@gym/contracts/validation/money';
import { PAGE_SIZE } from '@gym/contracts/graphql/sdl';
import { DEFAULT_PLAN_COLOR } from '@gym/contracts/plans/enums';
import { planMessages } from '@gym/contracts/plans/planMessages';
import { readOnce } from '../dataProvider/hooks';
import type { Plan } from '../dataProvider/plans';
import { useNotifyRequestError } from '../lib/notifyError';
import { PlanBreadcrumbs } from './Breadcrumbs';
import { planTypeLabels, recurrenceLabels } from './labels';
import { StackedTable } from '../layout/StackedTable';

/** /plans/: the catalogue of plans sold to members, 25 a page. */
export const PlanList = () => {
  const [page, setPage] = useState(1);
  const onError = useNotifyRequestError();
  // The page shown stays until the next one arrives.
  const { data: plans = null, total = 0 } = useGetList<Plan>(
    'plans',
    { pagination: { page, perPage: PAGE_SIZE } },
    { ...readOnce, onError, placeholderData: keepPreviousData },
  );
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <Box>
      <Title title="Planos" />
      <PlanBreadcrumbs />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Button variant="contained" component={RouterLink} to="/plans/new">
          Novo plano
        </Button>
      </Box>
      <Card>
        {plans === null ? (
          <Loading />
        ) : plans.length === 0 ? (
          <Typography sx={{ p: 2 }}>{planMessages.noPlanFound}</Typography>
        ) : (
          <StackedTable>
            <Table size="small" aria-label="Planos">
              <TableHead>
                <TableRow>
                  <TableCell>Nome</TableCell>
                  <TableCell>Tipo</TableCell>
                  <TableCell>Valor</TableCell>
                  <TableCell>Recorrência</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {plans.map((plan) => (
                  <TableRow key={plan.id} hover>
                    <TableCell>
                      <Box
                        component="span"
                        sx={{
                          display: 'inline-block',
                          width: 10,
                          height: 10,
                          borderRadius: '50%',
                          mr: 1,
                          bgcolor: plan.color ?? DEFAULT_PLAN_COLOR,
                        }}
                      />
                      <RouterLink to={`/plans/${plan.id}/edit`}>{plan.name}</RouterLink>
                    </TableCell>
                    <TableCell>{planTypeLabels[plan.planType] ?? plan.planType}</TableCell>
                    <TableCell>{formatBRL(plan.value)}</TableCell>
                    <TableCell>
                      {plan.recurrence
                        ? `${plan.recurrenceValue} ${recurrenceLabels[plan.recurrence]}`
                        : recurrenceLabels['']}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </StackedTable>
        )}
      </Card>
      {pages > 1 && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'flex-end', mt: 1 }}>
          <Button disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Anterior
          </Button>
          <Typography variant="body2">
            {page} / {pages}
          </Typography>
          <Button disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Próxima
          </Button>
        </Box>
      )}
    </Box>
  );
};

export default PlanList;
