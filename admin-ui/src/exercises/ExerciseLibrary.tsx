import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, Button, Card, CardActionArea, CircularProgress, TextField, Typography } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { exerciseMessages } from '@gym/contracts/exercises/exerciseMessages';
import { errorMessage } from '../lib/notifyError';
import { exercisesApi, imageOf, type Exercise } from '../dataProvider/exercises';

/** Spec 001 section 9: the library's search waits 300 ms after the last key. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The library tab (spec 001 'Exercise library dialog'): search, the card grid, 'Carregar mais
 * exercícios' while pages remain. Searching resets to page 1; loading more appends; an error keeps the
 * list as it was.
 */
export const ExerciseLibrary = ({
  selectedId,
  onSelect,
}: {
  selectedId: string | null;
  onSelect: (exercise: Exercise) => void;
}) => {
  const notify = useNotify();
  const [search, setSearch] = useState('');
  const [list, setList] = useState<Exercise[]>([]);
  const [page, setPage] = useState(1);
  const [totalPages, setTotalPages] = useState(0);
  const [loading, setLoading] = useState(true);
  const [firstLoad, setFirstLoad] = useState(true);
  const latest = useRef(0);

  const load = useCallback(
    async (nextPage: number, text: string, append: boolean) => {
      const ticket = ++latest.current;
      setLoading(true);
      try {
        const result = await exercisesApi.list(nextPage, text);
        if (ticket !== latest.current) return;
        setList((current) => (append ? [...current, ...result.list] : result.list));
        setPage(result.page);
        setTotalPages(result.totalPages);
      } catch (error) {
        console.error(error);
        notify(`${exerciseMessages.listError} ${errorMessage(error)}`, { type: 'error' });
      } finally {
        if (ticket === latest.current) {
          setLoading(false);
          setFirstLoad(false);
        }
      }
    },
    [notify],
  );

  useEffect(() => {
    const timer = setTimeout(() => void load(1, search, false), search ? SEARCH_DEBOUNCE_MS : 0);
    return () => clearTimeout(timer);
  }, [search, load]);

  const hasMore = page < totalPages;
  return (
    <Box>
      <TextField
        fullWidth
        size="small"
        placeholder="Pesquisar exercícios..."
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        sx={{ mb: 2 }}
      />
      {firstLoad && loading ? (
        <Typography>Carregando exercícios...</Typography>
      ) : list.length === 0 ? (
        <Typography>{exerciseMessages.libraryEmpty}</Typography>
      ) : (
        <Box
          data-testid="exercise-grid"
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 1.5 }}
        >
          {list.map((exercise) => {
            const image = imageOf(exercise);
            const selected = exercise.id === selectedId;
            return (
              <Card
                key={exercise.id}
                variant="outlined"
                data-testid="exercise-card"
                sx={{ borderColor: selected ? 'primary.main' : undefined, position: 'relative' }}
              >
                <CardActionArea onClick={() => onSelect(exercise)}>
                  {image ? (
                    <img
                      src={image}
                      alt={exercise.name}
                      style={{ width: '100%', height: 100, objectFit: 'cover', display: 'block' }}
                    />
                  ) : (
                    <Box
                      sx={{
                        height: 100,
                        display: 'flex',
                        alignItems: 'center',
                        justifyContent: 'center',
                        bgcolor: 'action.hover',
                      }}
                    >
                      <Typography variant="caption">Sem imagem</Typography>
                    </Box>
                  )}
                  <Typography variant="body2" sx={{ p: 1 }}>
                    {exercise.name}
                  </Typography>
                  {selected ? (
                    <CheckCircleIcon color="primary" sx={{ position: 'absolute', top: 4, right: 4 }} />
                  ) : null}
                </CardActionArea>
              </Card>
            );
          })}
        </Box>
      )}
      {hasMore ? (
        <Box sx={{ textAlign: 'center', mt: 2 }}>
          <Button
            variant="outlined"
            disabled={loading}
            onClick={() => !loading && hasMore && void load(page + 1, search, true)}
          >
            {loading ? 'Carregando...' : 'Carregar mais exercícios'}
          </Button>
        </Box>
      ) : null}
      {loading && !firstLoad ? <CircularProgress size={20} sx={{ mt: 1 }} /> : null}
    </Box>
  );
};

/** The side preview: image, name, description, muscle groups and equipment (or 'Não especificado'). */
export const ExercisePreview = ({ exercise, children }: { exercise: Exercise | null; children?: React.ReactNode }) => {
  if (!exercise) return <Typography color="text.secondary">Selecione um exercício para ver os detalhes</Typography>;
  const image = imageOf(exercise);
  const joined = (items: string[]) => (items.length ? items.join(', ') : exerciseMessages.notSpecified);
  return (
    <Box data-testid="exercise-preview">
      {image ? (
        <img src={image} alt={exercise.name} style={{ width: '100%', maxHeight: 200, objectFit: 'contain' }} />
      ) : null}
      {exercise.video?.uri ? (
        <video src={exercise.video.uri} controls style={{ width: '100%', maxHeight: 200 }} />
      ) : null}
      <Typography variant="h6">{exercise.name || exerciseMessages.unnamed}</Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', mb: 1 }}>
        {exercise.description || exerciseMessages.noDescription}
      </Typography>
      <Typography variant="body2">
        <b>Grupos musculares:</b> {joined(exercise.muscleGroups)}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        <b>Equipamentos:</b> {joined(exercise.equipment)}
      </Typography>
      {children}
    </Box>
  );
};
