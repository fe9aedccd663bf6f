import {
  Avatar,
  Box,
  Card,
  CardContent,
  Link,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  Typography,
} from '@mui/material';
import { dashboardMessages as m } from '@gym/contracts/dashboard/messages';
import { formatDate } from '@gym/contracts/validation/date';
import { Link as RouterLink } from 'react-router';
import type { DashboardComments } from '../dataProvider/dashboard';

/** Spec 002: the comments of the last 7 days, 'Gerenciar comentários', the empty state; the list at most 335 px high. */
export const CommentsWidget = ({ data }: { data: DashboardComments }) => (
  <Card data-testid="comments-widget" sx={{ height: '100%' }}>
    <CardContent>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">
          {m.commentsTitle}
        </Typography>
        <Link component={RouterLink} to="/general_comments">
          {m.manageComments}
        </Link>
      </Box>
      {data.list.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {m.noComments}
        </Typography>
      ) : (
        <List data-testid="comments-list" sx={{ maxHeight: 335, overflowY: 'auto' }}>
          {data.list.map((c) => (
            <ListItem key={c.id} alignItems="flex-start" disableGutters>
              <ListItemAvatar>
                <Avatar src={c.author.avatar ?? undefined} alt={c.author.name} />
              </ListItemAvatar>
              <ListItemText
                primary={c.author.name}
                secondary={`${formatDate(c.createdAt)} · ${c.message}`}
                slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </CardContent>
  </Card>
);
