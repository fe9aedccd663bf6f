import { Alert, Box, Card, CardContent, Grid, Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import { dashboardMessages as m } from '@gym/contracts/dashboard/messages';
import { dashboardWindows } from '@gym/contracts/dashboard/readModel';
import { useCallback, useRef } from 'react';
import { Loading, Title } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { useAdminQuery } from '../dataProvider/hooks';
import { useNotifyRequestError } from '../lib/notifyError';
import { CheckinsChart, DaysBarChart } from './DashboardCharts';
import { CommentsWidget } from './CommentsWidget';
import { DashboardBanners, type DashboardBannersProps } from './DashboardBanners';
import { dashboardTips } from './dashboardTips';

/** The new-plans and sign-ups charts show 8 day labels (spec 002 section 9). */
const CHART_LABELS = 8;

/**
 * Spec 002 'Dashboard' (/admin/): the banners, the tips of the account's state, the check-ins, new-plans and
 * sign-ups charts and the comments of the last 7 days. Any failed query toasts 'Houve um erro ao tentar carregar a
 * página.' and the server messages, once per load. The banners read billingPending and accountStripeInfo from the
 * account of dashboardPlans; props override them (the banners' own tests).
 */
export const DashboardView = (props: DashboardBannersProps) => {
  const notify = useNotifyRequestError(m.loadError);
  const notified = useRef(false);
  const onError = useCallback(
    (error: unknown) => {
      if (notified.current) return;
      notified.current = true;
      notify(error);
    },
    [notify],
  );
  const checkins = useAdminQuery(['dashboardCheckins'], (dp) => dp.dashboardCheckins(dashboardWindows.checkins), {
    onError,
  });
  const plans = useAdminQuery(['dashboardPlans'], (dp) => dp.dashboardPlans(dashboardWindows.plans), { onError });
  const users = useAdminQuery(['dashboardUsers'], (dp) => dp.dashboardUsers(dashboardWindows.users), { onError });
  const comments = useAdminQuery(['dashboardComments'], (dp) => dp.dashboardComments(dashboardWindows.comments), {
    onError,
  });
  const failed = checkins.isError || plans.isError || users.isError || comments.isError;
  const tips = plans.data
    ? dashboardTips({
        ...plans.data.account,
        // 'no new plans in 7 days': the last 7 days of the chart's window
        lastDaysUserPlansTotal: plans.data.dashboardPlans.lastDaysUserPlans.slice(-7).reduce((n, d) => n + d.total, 0),
        billingPending: props.billingPending ?? plans.data.account.billingPending,
        accountStripeInfo:
          props.accountStripeInfo !== undefined ? props.accountStripeInfo : plans.data.account.accountStripeInfo,
      })
    : [];

  return (
    <Box sx={{ mt: 2, minWidth: 0 }} data-testid="dashboard">
      <Title title={m.title} />
      {plans.data ? (
        <DashboardBanners
          billingPending={props.billingPending ?? plans.data.account.billingPending}
          accountStripeInfo={
            props.accountStripeInfo !== undefined ? props.accountStripeInfo : plans.data.account.accountStripeInfo
          }
        />
      ) : null}
      {failed ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {m.loadError}
        </Alert>
      ) : null}
      {tips.length > 0 ? (
        <Card sx={{ mb: 2 }} data-testid="dashboard-tips">
          <CardContent>
            <Typography variant="h6" component="h2">
              {m.tipsTitle}
            </Typography>
            <List dense>
              {tips.map((tip) => (
                <ListItem key={tip.key} disableGutters data-testid={`tip-${tip.key}`} sx={{ flexWrap: 'wrap', gap: 1 }}>
                  <ListItemText primary={tip.text} sx={{ minWidth: 0 }} />
                  {tip.link ? (
                    <Link component={RouterLink} to={tip.link.to}>
                      {tip.link.label}
                    </Link>
                  ) : null}
                </ListItem>
              ))}
            </List>
          </CardContent>
        </Card>
      ) : null}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12 }}>
          {checkins.data ? <CheckinsChart data={checkins.data} /> : failed ? null : <Loading />}
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          {plans.data ? (
            <DaysBarChart
              title={m.newPlansTitle}
              dataset={m.newPlansDataset}
              days={plans.data.dashboardPlans.lastDaysUserPlans
                .map((d) => ({ date: d.startDate, total: d.total }))
                .slice(-CHART_LABELS)}
              total={plans.data.dashboardPlans.lastDaysUserPlansTotal}
              totalDays={dashboardWindows.plans}
              color="#2dce89"
              testId="plans-chart"
            />
          ) : null}
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          {users.data ? (
            <DaysBarChart
              title={m.signUpsTitle}
              dataset={m.signUpsDataset}
              days={users.data.lastDaysUserRelationshipsByDay.slice(-CHART_LABELS)}
              total={users.data.lastDaysUserRelationshipsTotal}
              totalDays={dashboardWindows.users}
              color="#11cdef"
              testId="users-chart"
            />
          ) : null}
        </Grid>
        <Grid size={{ xs: 12 }}>{comments.data ? <CommentsWidget data={comments.data} /> : null}</Grid>
      </Grid>
    </Box>
  );
};

/** The /admin/ route: billingPending and accountStripeInfo come with the account of dashboardPlans. */
export const DashboardPage = () => <DashboardView />;

export default DashboardPage;
