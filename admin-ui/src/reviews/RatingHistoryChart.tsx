import { Box, Card, CardContent, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { CategoryScale, Chart as ChartJS, LinearScale, LineElement, PointElement, Tooltip } from 'chart.js';
import { Line } from 'react-chartjs-2';
import { staffReviewMessages as m } from '@gym/contracts/reviews/staff';
import type { RatingHistory } from '../dataProvider/staffReviews';

ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, Tooltip);

/** dd/MM/yyyy of a day, MM/yyyy of a month. */
const label = (date: string) =>
  date.length === 10
    ? `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`
    : `${date.slice(5, 7)}/${date.slice(0, 4)}`;
const oneDecimal = (n: number) => n.toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** The account's weighted rating and how it stood at the end of each day or month with a review. */
export const RatingHistoryChart = ({
  history,
  period,
  onPeriod,
}: {
  history: RatingHistory;
  period: 'day' | 'month';
  onPeriod: (p: 'day' | 'month') => void;
}) => (
  <Card data-testid="rating-history">
    <CardContent>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}>
        <Box>
          <Typography variant="body2" color="text.secondary">
            {m.weightedRating}
          </Typography>
          <Typography variant="h4" component="p" data-testid="weighted-rating">
            {history.weightedRating === null ? m.noRatingYet : `${oneDecimal(history.weightedRating)} ★`}
          </Typography>
        </Box>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={period}
          onChange={(_e, value: 'day' | 'month' | null) => value && onPeriod(value)}
        >
          <ToggleButton value="day">{m.byDay}</ToggleButton>
          <ToggleButton value="month">{m.byMonth}</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        {m.ratingOverTime}
      </Typography>
      <Box sx={{ position: 'relative', height: 220, minWidth: 0 }}>
        <Line
          aria-label={m.ratingOverTime}
          data={{
            labels: history.series.map((p) => label(p.date)),
            datasets: [
              {
                label: m.weightedRating,
                data: history.series.map((p) => p.weightedRating),
                borderColor: '#5e72e4',
                backgroundColor: '#5e72e4',
              },
            ],
          }}
          options={{ responsive: true, maintainAspectRatio: false, scales: { y: { min: 0, max: 5 } } }}
        />
      </Box>
    </CardContent>
  </Card>
);
