import { Box, Card, CardContent, Typography } from '@mui/material';
import {
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { Bar, Line } from 'react-chartjs-2';
import { dashboardMessages as m } from '@gym/contracts/dashboard/messages';
import type { DashboardCheckins, DashboardDay } from '../dataProvider/dashboard';
import { signedDifference } from './dashboardTips';

ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, BarElement, Tooltip, Legend);

/** dd/MM of a YYYY-MM-DD day. */
const dayLabel = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;
const integerAxis = { y: { min: 0, suggestedMax: 5, ticks: { precision: 0 } } } as const;

const Total = ({ label, current, last, testId }: { label: string; current: number; last: number; testId: string }) => (
  <Box sx={{ minWidth: 0 }}>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography variant="h5" component="p" data-testid={testId}>
      {current}{' '}
      <Typography component="span" variant="body2" color={current >= last ? 'success.main' : 'error.main'}>
        ({signedDifference(current, last)} {m.comparedToLastMonth})
      </Typography>
    </Typography>
  </Box>
);

/**
 * Check-ins of the window this month, with the previous month's same days shifted forward one month onto the same
 * labels, and the gympass-validated ones; the month totals with their +/- differences.
 */
export const CheckinsChart = ({ data }: { data: DashboardCheckins }) => (
  <Card data-testid="checkins-chart">
    <CardContent>
      <Typography variant="h6" component="h2" gutterBottom>
        {m.checkinsTitle}
      </Typography>
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', mb: 2 }}>
        <Total
          label={m.checkinsTotal}
          current={data.totalCheckinsCurrentMonth}
          last={data.totalCheckinsLastMonth}
          testId="checkins-total"
        />
        <Total
          label={m.gympassTotal}
          current={data.totalGympassValidatedCurrentMonth}
          last={data.totalGympassValidatedLastMonth}
          testId="gympass-total"
        />
      </Box>
      {/* A sized, positioned box: chart.js sizes the canvas from it (maintainAspectRatio off), so it never grows. */}
      <Box sx={{ position: 'relative', height: 260, minWidth: 0 }}>
        <Line
          aria-label={m.checkinsTitle}
          data={{
            labels: data.checkinsCurrentMonth.map((d) => dayLabel(d.date)),
            datasets: [
              {
                label: m.checkinsCurrent,
                data: data.checkinsCurrentMonth.map((d) => d.total),
                borderColor: '#5e72e4',
                backgroundColor: '#5e72e4',
              },
              {
                label: m.checkinsLast,
                data: data.checkinsLastMonth.map((d) => d.total),
                borderColor: '#adb5bd',
                backgroundColor: '#adb5bd',
                borderDash: [6, 4],
              },
              {
                label: m.gympassCurrent,
                data: data.gympassValidatedCurrentMonth.map((d) => d.total),
                borderColor: '#f5365c',
                backgroundColor: '#f5365c',
              },
              {
                label: m.gympassLast,
                data: data.gympassValidatedLastMonth.map((d) => d.total),
                borderColor: '#fb9aac',
                backgroundColor: '#fb9aac',
                borderDash: [6, 4],
              },
            ],
          }}
          options={{ responsive: true, maintainAspectRatio: false, scales: integerAxis }}
        />
      </Box>
    </CardContent>
  </Card>
);

/** A bar chart of a per-day series (new plans, sign-ups) with its window total. */
export const DaysBarChart = ({
  title,
  dataset,
  days,
  total,
  totalDays,
  color,
  testId,
}: {
  title: string;
  dataset: string;
  days: readonly DashboardDay[];
  total: number;
  totalDays: number;
  color: string;
  testId: string;
}) => (
  <Card data-testid={testId} sx={{ height: '100%' }}>
    <CardContent>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        <span data-testid={`${testId}-total`}>{total}</span> {m.lastDays.replace('{days}', String(totalDays))}
      </Typography>
      <Box sx={{ position: 'relative', height: 200, minWidth: 0 }}>
        <Bar
          aria-label={title}
          data={{
            labels: days.map((d) => dayLabel(d.date)),
            datasets: [{ label: dataset, data: days.map((d) => d.total), backgroundColor: color }],
          }}
          options={{
            responsive: true,
            maintainAspectRatio: false,
            scales: integerAxis,
            plugins: { legend: { display: false } },
          }}
        />
      </Box>
    </CardContent>
  </Card>
);
