import { useState } from 'react';
import { Button, LinkBase, Title, useBasename, useDelete, useGetList, useNotify } from 'react-admin';
import { Box, Card, Pagination, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { campaignMessages as m } from '@gym/contracts/campaigns/messages';
import { formatDate } from '@gym/contracts/validation/date';
import type { Campaign } from '../dataProvider/campaigns';
import { readOnce } from '../dataProvider/hooks';
import { useNotifyRequestError } from '../lib/notifyError';
import { label } from './labels';
import { StackedTable } from '../layout/StackedTable';

/** Spec 002 'Mensagens Automáticas' list: created date, title, status, trigger, segmentation, frequency, send time, actions. */
export const CampaignList = () => {
  const [page, setPage] = useState(1);
  const basename = useBasename();
  const notify = useNotify();
  const notifyRequestError = useNotifyRequestError();
  const {
    data: list,
    meta,
    refetch,
  } = useGetList<Campaign>(
    'campaigns',
    { pagination: { page, perPage: 25 } },
    { ...readOnce, onError: notifyRequestError },
  );
  const data = list ? { list, totalPages: (meta as { totalPages?: number } | undefined)?.totalPages ?? 1 } : null;
  const [deleteCampaign] = useDelete<Campaign>();

  const remove = async (campaign: Campaign) => {
    // Spec 002 section 6: delete actions require browser confirmation.
    if (!window.confirm(m.confirmDelete)) return;
    try {
      await deleteCampaign('campaigns', { id: campaign.id, previousData: campaign }, { returnPromise: true });
      notify(m.deleted, { type: 'success' });
      void refetch();
    } catch (error) {
      notifyRequestError(error);
    }
  };

  return (
    <Box>
      <Title title="Mensagens Automáticas" />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', my: 1 }}>
        <Button component={LinkBase} to={`${basename}/campaigns/new`} label="Nova mensagem">
          <AddIcon />
        </Button>
        <Button component={LinkBase} to={`${basename}/campaigns/outbox`} label="Caixa de saída" />
      </Box>
      <Card>
        <StackedTable>
          <Table size="small" aria-label="Mensagens Automáticas">
            <TableHead>
              <TableRow>
                {['Criada em', 'Título', 'Status', 'Gatilho', 'Segmentação', 'Frequência', 'Horário', 'Ações'].map(
                  (h) => (
                    <TableCell key={h}>{h}</TableCell>
                  ),
                )}
              </TableRow>
            </TableHead>
            <TableBody>
              {data?.list.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={8}>Nenhuma mensagem automática cadastrada</TableCell>
                </TableRow>
              ) : null}
              {data?.list.map((c) => (
                <TableRow key={c.id} data-campaign={c.id}>
                  <TableCell>{formatDate(c.createdAt)}</TableCell>
                  <TableCell>{c.title}</TableCell>
                  <TableCell>{label.status(c.status)}</TableCell>
                  <TableCell>{label.trigger(c.activity)}</TableCell>
                  <TableCell>{label.segmentation(c.templateType)}</TableCell>
                  <TableCell>{label.frequency(c.frequency)}</TableCell>
                  <TableCell>{c.time ?? '-'}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Button component={LinkBase} to={`${basename}/campaigns/${c.id}/edit`} label="Editar" />
                    <Button component={LinkBase} to={`${basename}/campaigns/${c.id}/deliveries`} label="Envios" />
                    <Button label="Excluir" color="error" onClick={() => void remove(c)} />
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

export default CampaignList;
