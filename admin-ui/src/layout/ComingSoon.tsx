import { Card, CardContent, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { consoleMessages } from '@gym/contracts/console/consoleMessages';

/** An honest placeholder for the areas whose screens come with later work. */
export const ComingSoon = ({ title }: { title?: string }) => (
  <Card sx={{ mt: 2 }}>
    {title ? <Title title={title} /> : null}
    <CardContent>
      <Typography>{consoleMessages.comingSoon}</Typography>
    </CardContent>
  </Card>
);

export default ComingSoon;
