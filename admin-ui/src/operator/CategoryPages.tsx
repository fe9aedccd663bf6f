import { Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { operatorConsoleMessages as t } from '@gym/contracts/console/consoleMessages';
import { operatorApi, type Category } from '../dataProvider/operator';
import { useErrorToast, useToast } from './shared';

/** /alderaan/categories (new) and /alderaan/categories/{id}: name, description and parent (spec 000). */
export function CategoryFormPage() {
  const { id } = useParams();
  const [categories, setCategories] = useState<Category[]>([]);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [parent, setParent] = useState('');
  const navigate = useNavigate();
  const toast = useToast();
  const fail = useErrorToast();
  useEffect(() => {
    operatorApi.categories().then((list) => {
      setCategories(list);
      const current = list.find((c) => c.id === id);
      // The form opens with what is saved (issue 35: it opened empty and a save wiped description and parent).
      setName(current?.name ?? '');
      setDescription(current?.description ?? '');
      setParent(current?.parentId ?? '');
    }, fail);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={4}>
      <Box
        component="form"
        sx={{ flex: 1, maxWidth: 520 }}
        onSubmit={async (e) => {
          e.preventDefault();
          try {
            const saved = await operatorApi.saveCategory(id ?? null, {
              name,
              description: description || null,
              parent_id: parent || null,
            });
            toast(saved.message);
            if (!id) navigate(`/categories/${saved.id}`);
          } catch (error) {
            fail(error);
          }
        }}
      >
        <Stack spacing={2}>
          <Typography variant="h5">{t.categories}</Typography>
          <TextField label={t.name} name="name" value={name} onChange={(e) => setName(e.target.value)} required />
          <TextField
            label={t.description}
            name="description"
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            multiline
          />
          <TextField
            select
            label={t.parent}
            name="parent_id"
            value={parent}
            onChange={(e) => setParent(e.target.value)}
          >
            <MenuItem value="">{t.none}</MenuItem>
            {categories
              .filter((c) => c.id !== id && c.parentId === null)
              .map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {c.name}
                </MenuItem>
              ))}
          </TextField>
          <Button type="submit" variant="contained">
            {id ? t.update : t.save}
          </Button>
        </Stack>
      </Box>
      <Stack spacing={0.5}>
        {categories
          .filter((c) => c.parentId === null)
          .flatMap((c) => [c, ...categories.filter((sub) => sub.parentId === c.id)])
          .map((c) => (
            <Link key={c.id} to={`/categories/${c.id}`} style={c.parentId ? { paddingLeft: 16 } : undefined}>
              {c.name}
            </Link>
          ))}
      </Stack>
    </Stack>
  );
}
