import { Card, CardContent, Typography } from '@mui/material';
import { Title } from 'react-admin';

/** An honest placeholder for the areas whose screens come with later work. */
export const ComingSoon = ({ title }: { title?: string }) => (
  <Card sx={{ mt: 2 }}>
    {title ? <Title title={title} /> : null}
    <CardContent>
      <Typography>Esta área estará disponível em breve.</Typography>
    </CardContent>
  </Card>
);

export default ComingSoon;
