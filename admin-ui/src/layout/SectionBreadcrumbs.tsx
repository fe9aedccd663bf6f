import { Breadcrumbs, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { menuPlaceOf } from './navigation';

/**
 * Breadcrumbs that follow the side menu (issue 26): the menu section, then the menu entry the address
 * belongs to (a link when a record is open), then the record. `path` is the entry's address, e.g. '/plans'.
 */
export const SectionBreadcrumbs = ({ path, current }: { path: string; current?: string }) => {
  const place = menuPlaceOf(path);
  if (!place) return null;
  return (
    <Breadcrumbs aria-label="Trilha de navegação" sx={{ my: 2 }}>
      <Typography color="text.secondary">{place.section.label}</Typography>
      {current ? (
        <Link component={RouterLink} to={place.entry.to} underline="hover">
          {place.entry.label}
        </Link>
      ) : (
        <Typography color="text.primary">{place.entry.label}</Typography>
      )}
      {current && <Typography color="text.primary">{current}</Typography>}
    </Breadcrumbs>
  );
};
