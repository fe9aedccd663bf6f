import { Breadcrumbs, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

/** Configurações > Planos > plan name (or 'Novo plano'), spec 001 'Routes'. */
export const PlanBreadcrumbs = ({ current }: { current?: string }) => (
  <Breadcrumbs aria-label="breadcrumb" sx={{ my: 2 }}>
    <Typography color="text.secondary">Configurações</Typography>
    {current ? (
      <Link component={RouterLink} to="/plans" underline="hover">Planos</Link>
    ) : (
      <Typography color="text.primary">Planos</Typography>
    )}
    {current && <Typography color="text.primary">{current}</Typography>}
  </Breadcrumbs>
);
