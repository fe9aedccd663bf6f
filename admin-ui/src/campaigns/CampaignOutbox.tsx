import { useState } from 'react';
import { Button, LinkBase, Title, useBasename } from 'react-admin';
import { Box, Card, CardContent, Pagination, Typography } from '@mui/material';
import { formatDate } from '@gym/contracts/validation/date';
import { useAdminQuery } from '../dataProvider/hooks';
import { useNotifyRequestError } from '../lib/notifyError';

/**
 * The embedded default keeps e-mails here instead of sending them. The HTML was sanitised before it
 * was stored; it is shown in a sandboxed frame all the same.
 */
export const CampaignOutbox = () => {
  const [page, setPage] = useState(1);
  const basename = useBasename();
  const onError = useNotifyRequestError();
  const { data } = useAdminQuery(['campaignOutbox', page], (dataProvider) => dataProvider.campaignOutbox(page), {
    onError,
  });
  return (
    <Box>
      <Title title="Caixa de saída" />
      <Button component={LinkBase} to={`${basename}/campaigns`} label="Voltar" sx={{ my: 1 }} />
      {data?.list.length === 0 ? <Typography>Nenhum e-mail na caixa de saída</Typography> : null}
      {data?.list.map((mail) => (
        <Card key={mail.id} sx={{ mb: 2 }} data-outbox-mail={mail.id}>
          <CardContent>
            <Typography variant="subtitle1">{mail.subject}</Typography>
            <Typography variant="body2">
              Para: {mail.to.join(', ')}
              {mail.bcc.length ? ` · CCO: ${mail.bcc.join(', ')}` : ''}
            </Typography>
            <Typography variant="body2">
              De: {mail.fromName ? `${mail.fromName} <${mail.fromEmail}>` : mail.fromEmail} · {formatDate(mail.sentAt)}
            </Typography>
            <iframe
              title={mail.subject}
              sandbox=""
              srcDoc={mail.html}
              style={{ width: '100%', minHeight: 160, border: '1px solid #ddd', marginTop: 8 }}
            />
          </CardContent>
        </Card>
      ))}
      {data && data.totalPages > 1 ? (
        <Pagination count={data.totalPages} page={page} onChange={(_e, p) => setPage(p)} />
      ) : null}
    </Box>
  );
};

export default CampaignOutbox;
