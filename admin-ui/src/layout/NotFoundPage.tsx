import { Button, Card, CardContent, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { Link } from 'react-router';
import { consoleMessages } from '@gym/contracts/console/consoleMessages';

/** An unknown address inside the console: a pt-BR 'page not found' within the console's frame (issue 26). */
export const NotFoundPage = () => (
  <Card sx={{ mt: 2 }} data-testid="not-found">
    <Title title={consoleMessages.pageNotFoundTitle} />
    <CardContent>
      <Typography variant="h5" component="h1" gutterBottom>
        {consoleMessages.pageNotFoundTitle}
      </Typography>
      <Typography gutterBottom>{consoleMessages.pageNotFound}</Typography>
      <Button component={Link} to="/" variant="contained" sx={{ mt: 1 }}>
        {consoleMessages.backToStart}
      </Button>
    </CardContent>
  </Card>
);

export default NotFoundPage;
