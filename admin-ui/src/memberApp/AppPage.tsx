import { Box, Card, CardContent, Link, Typography } from '@mui/material';
import { Title, useNotify } from 'react-admin';
import { renderSVG } from 'uqr';
import { consoleMessages as t } from '@gym/contracts/console/consoleMessages';
import { useAdminQuery } from '../dataProvider/hooks';
import { errorMessage } from '../lib/notifyError';

/** /admin/app (issue 25): the app's address with its QR code to share, the public page, and this month's members. */
export const AppPage = () => {
  const notify = useNotify();
  const { data } = useAdminQuery(['memberAppSummary'], (dp) => dp.memberAppSummary(), {
    onError: (error) => notify(errorMessage(error), { type: 'error' }),
  });
  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <Title title={t.appTitle} />
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="h6" component="h2">
          {t.appAddress}
        </Typography>
        <Typography>{t.appShare}</Typography>
        {data ? (
          <>
            <Link
              href={data.address}
              target="_blank"
              rel="noopener"
              sx={{ wordBreak: 'break-all' }}
              data-testid="app-address"
            >
              {data.address}
            </Link>
            <Box
              role="img"
              aria-label={t.appQrLabel}
              sx={{ width: 220, maxWidth: '100%', '& svg': { width: '100%', height: 'auto', display: 'block' } }}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: uqr's own SVG markup (paths and a rect), built from the address; no text of the input
              dangerouslySetInnerHTML={{ __html: renderSVG(data.address, { ecc: 'M', pixelSize: 8 }) }}
            />
            <Typography>
              {t.appPublicPage}:{' '}
              <Link href={data.publicPage} target="_blank" rel="noopener" sx={{ wordBreak: 'break-all' }}>
                {data.publicPage}
              </Link>
            </Typography>
            <Box>
              <Typography variant="body2" color="text.secondary">
                {t.appSignedIn}
              </Typography>
              <Typography variant="h4" component="p" data-testid="app-signed-in">
                {data.signedInThisMonth}
              </Typography>
            </Box>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
};

export default AppPage;
