import {
  Autocomplete,
  Box,
  Button,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { StackedTable } from '../layout/StackedTable';
import { exerciseTypes, type ExerciseType } from '@gym/contracts/exercises/exerciseMessages';
import { recordMessages, recordUnits } from '@gym/contracts/records/records';
import { useNotifyRequestError } from '../lib/notifyError';
import { exercisesApi, type Exercise } from '../dataProvider/exercises';
import { recordsApi, type PersonalRecords } from '../dataProvider/records';

const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');
const number = (v: number) => v.toLocaleString('pt-BR', { maximumFractionDigits: 2 });

/** /records: a student's personal records per exercise (best and history), and a new record entered by staff. */
export const RecordsPage = () => {
  const notify = useNotify();
  const onError = useNotifyRequestError();
  const [studentSearch, setStudentSearch] = useState('');
  const [students, setStudents] = useState<{ id: string; fullName: string }[]>([]);
  const [student, setStudent] = useState<{ id: string; fullName: string } | null>(null);
  const [exerciseSearch, setExerciseSearch] = useState('');
  const [exercises, setExercises] = useState<Exercise[]>([]);
  const [exercise, setExercise] = useState<Exercise | null>(null);
  const [value, setValue] = useState('');
  const [recordedOn, setRecordedOn] = useState('');
  const [records, setRecords] = useState<PersonalRecords[]>([]);

  useEffect(() => {
    const timer = setTimeout(() => recordsApi.students(studentSearch).then(setStudents, onError), 300);
    return () => clearTimeout(timer);
  }, [studentSearch, onError]);
  useEffect(() => {
    const timer = setTimeout(
      () =>
        exercisesApi
          .list(1, exerciseSearch)
          .then((page) => setExercises(page.list.filter((e) => e.recordEnabled)), onError),
      300,
    );
    return () => clearTimeout(timer);
  }, [exerciseSearch, onError]);
  const reload = useCallback(
    () => (student ? recordsApi.list(student.id).then(setRecords, onError) : setRecords([])),
    [student, onError],
  );
  useEffect(() => void reload(), [reload]);

  const save = async () => {
    const parsed = Number(value.replace(',', '.'));
    if (!student || !exercise) return;
    if (!(parsed > 0)) return notify(recordMessages.valueRequired, { type: 'error', autoHideDuration: 5000 });
    try {
      await recordsApi.save(student.id, exercise.id, parsed, recordedOn || null);
      notify(recordMessages.saved, { type: 'success' });
      setValue('');
      await reload();
    } catch (error) {
      onError(error);
    }
  };

  const type = exercise?.exerciseType as ExerciseType | undefined;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Recordes" />
      <CardContent>
        <Typography variant="h5" sx={{ mb: 2 }}>
          Recordes
        </Typography>
        <Autocomplete
          options={students}
          getOptionLabel={(s) => s.fullName}
          value={student}
          onChange={(_e, s) => setStudent(s)}
          onInputChange={(_e, text) => setStudentSearch(text)}
          filterOptions={(o) => o}
          renderInput={(params) => <TextField {...params} label="Aluno" />}
          sx={{ maxWidth: 420, mb: 2 }}
        />
        {student ? (
          <>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 3 }}>
              <Autocomplete
                options={exercises}
                getOptionLabel={(e) => e.name}
                value={exercise}
                onChange={(_e, x) => setExercise(x)}
                onInputChange={(_e, text) => setExerciseSearch(text)}
                filterOptions={(o) => o}
                renderInput={(params) => <TextField {...params} label="Exercício" />}
                sx={{ minWidth: 300 }}
              />
              <TextField
                label={type ? `${exerciseTypes[type]} (${recordUnits[type]})` : 'Valor'}
                value={value}
                onChange={(e) => setValue(e.target.value)}
                sx={{ width: 160 }}
              />
              <TextField
                type="date"
                label="Data"
                value={recordedOn}
                onChange={(e) => setRecordedOn(e.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <Button variant="contained" disabled={!exercise || !value} onClick={() => void save()}>
                Registrar recorde
              </Button>
            </Box>
            {records.length === 0 ? (
              <Typography>{recordMessages.empty}</Typography>
            ) : (
              <StackedTable>
                <Table size="small" data-testid="records-table">
                  <TableHead>
                    <TableRow>
                      <TableCell>Exercício</TableCell>
                      <TableCell>Tipo</TableCell>
                      <TableCell>Melhor</TableCell>
                      <TableCell>Histórico</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {records.map((r) => (
                      <TableRow key={r.exercise.id}>
                        <TableCell>{r.exercise.name}</TableCell>
                        <TableCell>{exerciseTypes[r.exerciseType as ExerciseType] ?? r.exerciseType}</TableCell>
                        <TableCell>{`${number(r.best.value)} ${r.unit} em ${ddmmyyyy(r.best.recordedOn)}`}</TableCell>
                        <TableCell>
                          {r.history.map((h) => `${number(h.value)} ${r.unit} (${ddmmyyyy(h.recordedOn)})`).join(' · ')}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </StackedTable>
            )}
          </>
        ) : null}
      </CardContent>
    </Card>
  );
};
