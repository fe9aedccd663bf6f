import { useState } from 'react';
import { useParams } from 'react-router';
import { Button, LinkBase, Title, useBasename } from 'react-admin';
import { Box, Card, Pagination, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { formatDate } from '@gym/contracts/validation/date';
import { useAdminQuery } from '../dataProvider/hooks';
import { useNotifyRequestError } from '../lib/notifyError';
import { label } from './labels';
import { StackedTable } from '../layout/StackedTable';

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString('pt-BR', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit' });

/** A campaign's delivery log: who, when, channel, status. */
export const CampaignDeliveries = () => {
  const { id = '' } = useParams();
  const [page, setPage] = useState(1);
  const basename = useBasename();
  const onError = useNotifyRequestError();
  const { data } = useAdminQuery(
    ['campaignDeliveries', id, page],
    (dataProvider) => dataProvider.campaignDeliveries(id, page),
    { onError },
  );
  return (
    <Box>
      <Title title="Envios da mensagem automática" />
      <Button component={LinkBase} to={`${basename}/campaigns`} label="Voltar" sx={{ my: 1 }} />
      <Card>
        <StackedTable>
          <Table size="small" aria-label="Envios">
            <TableHead>
              <TableRow>
                {['Aluno', 'Quando', 'Canal', 'Destino', 'Status'].map((h) => (
                  <TableCell key={h}>{h}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {data?.list.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={5}>Nenhum envio ainda</TableCell>
                </TableRow>
              ) : null}
              {data?.list.map((d) => (
                <TableRow key={d.id}>
                  <TableCell>{d.studentName}</TableCell>
                  <TableCell>{`${formatDate(d.at)} ${time(d.at)}`}</TableCell>
                  <TableCell>{label.channel(d.channel)}</TableCell>
                  <TableCell>{d.recipient}</TableCell>
                  <TableCell>
                    {d.status === 'sent' ? 'Enviado' : `Falhou (${d.attempts} tentativas): ${d.error ?? ''}`}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </StackedTable>
        {data && data.totalPages > 1 ? (
          <Pagination count={data.totalPages} page={page} onChange={(_e, p) => setPage(p)} sx={{ p: 1 }} />
        ) : null}
      </Card>
    </Box>
  );
};

export default CampaignDeliveries;
