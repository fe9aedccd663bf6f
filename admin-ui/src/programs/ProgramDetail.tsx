import EditIcon from '@mui/icons-material/Edit';
import { Avatar, Box, Button, Card, CardContent, CardHeader, IconButton, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useGetList } from 'react-admin';
import { Link, useParams } from 'react-router';
import { formatDate } from '@gym/contracts/validation/index';
import { isManager } from '../auth/roles';
import { readOnce, useAdminQuery } from '../dataProvider/hooks';
import type { ProgramClass } from '../dataProvider/programs';
import { useNotifyRequestError } from '../lib/notifyError';
import { ClassFormDialog } from './ClassFormDialog';

const WEEKDAYS = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'];

/** /programs/{id}: the next 7 days and the weekly schedule (spec 001 'Program screens'). */
export const ProgramDetail = () => {
  const { id = '' } = useParams<{ id: string }>();
  const onError = useNotifyRequestError();
  const [editing, setEditing] = useState<{ programClass: ProgramClass | null; weekday: number } | null>(null);
  const detail = useAdminQuery(['programSchedule', id], (dataProvider) => dataProvider.programSchedule(id), {
    onError,
  });
  const weekly = useGetList<ProgramClass>('programClasses', { filter: { programId: id } }, { ...readOnce, onError });
  const program = detail.data?.program ?? null;
  const schedule = detail.data?.programSchedule ?? [];
  const coaches = detail.data?.coaches ?? [];
  const classes = weekly.data ?? [];
  const load = () => {
    void detail.refetch();
    void weekly.refetch();
  };

  const manager = isManager();
  // Spec 001: after a schedule change the page reloads after 500 ms.
  const saved = () => {
    setEditing(null);
    setTimeout(load, 500);
  };
  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title={program?.name ?? 'Programa'} />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <Typography variant="h5">{program?.name}</Typography>
        <Typography color="text.secondary">{program?.filial?.name}</Typography>
        {manager && (
          <Button component={Link} to={`/programs/${id}/edit`}>
            editar programa
          </Button>
        )}
      </Box>
      <Card>
        <CardHeader title="Próximos 7 dias" />
        <CardContent>
          {schedule.length === 0 && <Typography>Nenhuma aula nos próximos 7 dias.</Typography>}
          {schedule.map((o) => (
            <Typography key={`${o.date}-${o.programClass.id}`} data-testid="next-class">
              {formatDate(o.date)} {o.programClass.startTime} - {o.programClass.endTime}{' '}
              {o.programClass.coach?.fullName ?? ''} · {o.checkins}
              {o.programClass.limit ? `/${o.programClass.limit}` : ''} checkins
              {o.waitlist ? ` · ${o.waitlist} na lista de espera` : ''}
            </Typography>
          ))}
        </CardContent>
      </Card>
      <Card>
        <CardHeader title="Horários da semana" />
        <CardContent sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(120px, 1fr))', gap: 1 }}>
          {WEEKDAYS.map((label, weekday) => (
            <Box
              // biome-ignore lint/suspicious/noArrayIndexKey: the index is the weekday number, fixed
              key={weekday}
              aria-label={label}
              role="group"
              sx={{ borderLeft: 1, borderColor: 'divider', pl: 1 }}
            >
              <Typography variant="subtitle2">{label}</Typography>
              {classes
                .filter((c) => c.weekDays.some((w) => w.value === weekday))
                .map((c) => (
                  <Box key={c.id} sx={{ display: 'flex', alignItems: 'center', gap: 1, my: 1 }}>
                    <Avatar src={c.coach?.avatar ?? undefined} sx={{ width: 28, height: 28 }}>
                      {c.coach?.fullName.charAt(0)}
                    </Avatar>
                    <Box>
                      <Typography variant="body2">
                        {c.startTime} - {c.endTime}
                      </Typography>
                      <Typography variant="caption">{c.coach?.fullName ?? ''}</Typography>
                    </Box>
                    {manager && (
                      <IconButton
                        size="small"
                        aria-label="Editar horario"
                        onClick={() => setEditing({ programClass: c, weekday })}
                      >
                        <EditIcon fontSize="small" />
                      </IconButton>
                    )}
                  </Box>
                ))}
              {manager && (
                <Button size="small" onClick={() => setEditing({ programClass: null, weekday })}>
                  Novo horário
                </Button>
              )}
            </Box>
          ))}
        </CardContent>
      </Card>
      {editing && (
        <ClassFormDialog
          programId={id}
          programClass={editing.programClass}
          weekday={editing.weekday}
          coaches={coaches}
          onClose={() => setEditing(null)}
          onSaved={saved}
        />
      )}
    </Box>
  );
};

export default ProgramDetail;
