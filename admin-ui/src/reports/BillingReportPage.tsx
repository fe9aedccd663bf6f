import { Box, Card, CardContent, Typography } from '@mui/material';
import { CategoryScale, Chart as ChartJS, LinearScale, LineElement, PointElement, Tooltip, Legend } from 'chart.js';
import { Line } from 'react-chartjs-2';
import { Loading, Title } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router';
import { formatBRL } from '@gym/contracts/validation/money';
import { formatDate, toSaoPauloDate } from '@gym/contracts/validation/date';
import { useAdminQuery } from '../dataProvider/hooks';
import { useNotifyRequestError } from '../lib/notifyError';
import { DateRangePicker } from '../lib/DateRangePicker';
import { fromDateParam, presetRanges, toDateParam } from '../lib/dateRangePresets';

ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, Tooltip, Legend);

/** /reports/: total billed, billed in the period and 'R$ Faturamento total' per day (spec 002 'Billing report'). */
export const BillingReportPage = () => {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const onError = useNotifyRequestError();
  const today = toSaoPauloDate(new Date());
  const thisMonth = presetRanges(today)[4]!.range;
  const from = toSaoPauloDate(params.get('from_date') ?? '') || thisMonth.from;
  const to = toSaoPauloDate(params.get('to_date') ?? '') || thisMonth.to;
  const { data: report } = useAdminQuery(
    ['billingReport', from, to],
    (dataProvider) => dataProvider.billingReport(fromDateParam(from), toDateParam(to)),
    {
      onError,
    },
  );

  return (
    <Box sx={{ mt: 2 }}>
      <Title title="Relatório de Faturamento" />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2 }}>
        <DateRangePicker
          today={today}
          value={{ from, to }}
          onConfirm={(range) => {
            // Confirming reloads the same path with from_date and to_date (-03:00 offset).
            const search = new URLSearchParams({
              from_date: fromDateParam(range.from),
              to_date: toDateParam(range.to),
            });
            navigate(`/reports/?${search.toString()}`);
          }}
        />
      </Box>
      {!report ? (
        <Loading />
      ) : (
        <>
          <Box sx={{ display: 'flex', gap: 2, mb: 2, flexWrap: 'wrap' }}>
            <Card sx={{ minWidth: 220 }}>
              <CardContent>
                <Typography color="text.secondary">Total faturado</Typography>
                <Typography variant="h5" data-testid="total-billed">
                  {formatBRL(report.totalBilled)}
                </Typography>
              </CardContent>
            </Card>
            <Card sx={{ minWidth: 220 }}>
              <CardContent>
                <Typography color="text.secondary">Faturado no período</Typography>
                <Typography variant="h5" data-testid="billed-in-period">
                  {formatBRL(report.billedInPeriod)}
                </Typography>
              </CardContent>
            </Card>
          </Box>
          <Card>
            <CardContent>
              <Line
                aria-label="R$ Faturamento total"
                data={{
                  labels: report.days.map((d) => formatDate(d.date)),
                  datasets: [
                    {
                      label: 'R$ Faturamento total',
                      data: report.days.map((d) => d.value / 100),
                      borderColor: '#5e72e4',
                      backgroundColor: '#5e72e4',
                    },
                  ],
                }}
                options={{
                  responsive: true,
                  // Money never goes below zero; ticks and tooltips read as BRL.
                  scales: {
                    y: {
                      min: 0,
                      suggestedMax: 100,
                      ticks: { callback: (v) => formatBRL(Math.round(Number(v) * 100)) },
                    },
                  },
                  plugins: {
                    tooltip: { callbacks: { label: (ctx) => formatBRL(Math.round(Number(ctx.parsed.y) * 100)) } },
                  },
                }}
              />
            </CardContent>
          </Card>
        </>
      )}
    </Box>
  );
};

export default BillingReportPage;
