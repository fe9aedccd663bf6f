// zod's own messages in pt-BR in this screen's chunk too (issue 35).
import '@gym/contracts/security/zodLocale';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import {
  Box,
  Button,
  Card,
  CardContent,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { consoleMessages as t } from '@gym/contracts/console/consoleMessages';
import {
  memberAppBannerInputSchema,
  memberAppCustomizationMessages as m,
  type MemberAppBanner,
} from '@gym/contracts/memberAppCustomization/index';
import { useState } from 'react';
import { Confirm, Title, useNotify } from 'react-admin';
import { useAdminDataProvider, useAdminQuery } from '../dataProvider/hooks';
import { StackedTable } from '../layout/StackedTable';
import { BrDateField } from '../lib/BrDateField';
import { isoToBr } from '../lib/brDate';
import { useNotifyRequestError } from '../lib/notifyError';
import { UploadDropZone } from '../uploads/UploadDropZone';

interface Draft {
  readonly id: string | null;
  readonly imageUrl: string | null;
  readonly title: string;
  readonly link: string;
  /** ISO days (the date fields' values); sent as dd/MM/yyyy. */
  readonly startDate: string;
  readonly endDate: string;
}
const emptyDraft: Draft = { id: null, imageUrl: null, title: '', link: '', startDate: '', endDate: '' };

/** Today in São Paulo (yyyy-MM-dd), as the server decides which banners are in period. */
const saoPauloToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
const statusOf = (b: MemberAppBanner, today: string) =>
  b.endDate < today ? t.bannerEnded : b.startDate > today ? t.bannerScheduled : t.bannerShowing;

/** /admin/banners (issue 25): the app's image banners with a link and a period, in order. */
export const BannersPage = () => {
  const notify = useNotify();
  const notifyError = useNotifyRequestError();
  const dataProvider = useAdminDataProvider();
  const queryClient = useQueryClient();
  const { data: banners } = useAdminQuery(['memberAppBanners'], (dp) => dp.memberAppBanners(), {
    onError: notifyError,
  });
  const [draft, setDraft] = useState<Draft | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<MemberAppBanner | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: ['admin', 'memberAppBanners'] });
  const today = saoPauloToday();

  const input = draft
    ? {
        imageUrl: draft.imageUrl ?? '',
        title: draft.title,
        link: draft.link,
        startDate: isoToBr(draft.startDate),
        endDate: isoToBr(draft.endDate),
      }
    : null;
  const parsed = input ? memberAppBannerInputSchema.safeParse(input) : null;
  const errors: Record<string, string> = {};
  if (parsed && !parsed.success)
    for (const issue of parsed.error.issues) errors[String(issue.path.at(-1) ?? '')] ??= issue.message;

  const run = async (action: () => Promise<unknown>, message?: string) => {
    setBusy(true);
    try {
      await action();
      if (message) notify(message, { type: 'success' });
      await reload();
      return true;
    } catch (error) {
      notifyError(error);
      return false;
    } finally {
      setBusy(false);
    }
  };
  const save = async () => {
    if (!draft || !input || !parsed?.success) return;
    const done = await run(
      () =>
        draft.id ? dataProvider.updateMemberAppBanner(draft.id, input) : dataProvider.createMemberAppBanner(input),
      m.bannerSaved,
    );
    if (done) setDraft(null);
  };
  const move = (index: number, by: -1 | 1) => {
    if (!banners) return;
    const ids = banners.map((b) => b.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    void run(() => dataProvider.reorderMemberAppBanners(ids));
  };

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={t.bannersTitle} />
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography>{t.bannersIntro}</Typography>
        {draft ? (
          <Box component="section" aria-label={draft.id ? t.bannerEdit : t.bannerNew} sx={{ maxWidth: 560 }}>
            <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
              {draft.id ? t.bannerEdit : t.bannerNew}
            </Typography>
            <Stack spacing={1}>
              <UploadDropZone
                folder="images"
                label={t.bannerImage}
                hint={t.bannerImageHint}
                value={draft.imageUrl}
                onChange={(url) => setDraft({ ...draft, imageUrl: url })}
                testId="banner-image"
              />
              {errors.imageUrl && draft.imageUrl ? <Typography color="error">{errors.imageUrl}</Typography> : null}
              <TextField
                id="banner-title"
                label={t.bannerTitle}
                size="small"
                value={draft.title}
                error={!!errors.title}
                helperText={errors.title ?? ' '}
                onChange={(e) => setDraft({ ...draft, title: e.target.value })}
              />
              <TextField
                id="banner-link"
                label={t.bannerLink}
                size="small"
                value={draft.link}
                placeholder="https://"
                error={!!errors.link}
                helperText={errors.link ?? ' '}
                onChange={(e) => setDraft({ ...draft, link: e.target.value })}
              />
              <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
                <BrDateField
                  id="banner-start"
                  label={t.bannerStart}
                  size="small"
                  value={draft.startDate}
                  onChange={(startDate) => setDraft({ ...draft, startDate })}
                />
                <BrDateField
                  id="banner-end"
                  label={t.bannerEnd}
                  size="small"
                  value={draft.endDate}
                  error={!!(draft.startDate && draft.endDate && errors.endDate)}
                  helperText={draft.startDate && draft.endDate ? errors.endDate : undefined}
                  onChange={(endDate) => setDraft({ ...draft, endDate })}
                />
              </Box>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <Button variant="contained" disabled={busy || !parsed?.success} onClick={() => void save()}>
                  {t.bannerSave}
                </Button>
                <Button onClick={() => setDraft(null)}>{t.bannerCancel}</Button>
              </Box>
            </Stack>
          </Box>
        ) : (
          <Box>
            <Button variant="contained" onClick={() => setDraft(emptyDraft)}>
              {t.bannerNew}
            </Button>
          </Box>
        )}
        {banners && banners.length === 0 ? <Typography color="text.secondary">{t.bannersEmpty}</Typography> : null}
        {banners && banners.length > 0 ? (
          <StackedTable>
            <Table size="small" aria-label={t.bannersTitle}>
              <TableHead>
                <TableRow>
                  <TableCell>{t.bannerOrder}</TableCell>
                  <TableCell>{t.bannerImage}</TableCell>
                  <TableCell>{t.bannerPeriod}</TableCell>
                  <TableCell>{t.bannerStatus}</TableCell>
                  <TableCell>{t.bannerActions}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {banners.map((banner, index) => (
                  <TableRow key={banner.id} data-testid="banner-row">
                    <TableCell>
                      <IconButton
                        size="small"
                        aria-label={t.bannerMoveUp}
                        disabled={busy || index === 0}
                        onClick={() => move(index, -1)}
                      >
                        <ArrowUpwardIcon fontSize="small" />
                      </IconButton>
                      <IconButton
                        size="small"
                        aria-label={t.bannerMoveDown}
                        disabled={busy || index === banners.length - 1}
                        onClick={() => move(index, 1)}
                      >
                        <ArrowDownwardIcon fontSize="small" />
                      </IconButton>
                    </TableCell>
                    <TableCell>
                      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
                        <Box
                          component="img"
                          src={banner.imageUrl}
                          alt=""
                          sx={{ width: 96, height: 40, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
                        />
                        <span>{banner.title ?? t.bannerNoTitle}</span>
                      </Box>
                    </TableCell>
                    <TableCell>
                      {isoToBr(banner.startDate)} – {isoToBr(banner.endDate)}
                    </TableCell>
                    <TableCell>{statusOf(banner, today)}</TableCell>
                    <TableCell>
                      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                        <Button
                          size="small"
                          onClick={() =>
                            setDraft({
                              id: banner.id,
                              imageUrl: banner.imageUrl,
                              title: banner.title ?? '',
                              link: banner.link ?? '',
                              startDate: banner.startDate,
                              endDate: banner.endDate,
                            })
                          }
                        >
                          {t.bannerEdit}
                        </Button>
                        <Button size="small" color="error" onClick={() => setDeleting(banner)}>
                          {t.bannerDelete}
                        </Button>
                      </Box>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </StackedTable>
        ) : null}
        <Confirm
          isOpen={deleting !== null}
          title={t.bannerDeleteConfirm}
          content={deleting?.title ?? ''}
          onClose={() => setDeleting(null)}
          onConfirm={() => {
            const target = deleting;
            setDeleting(null);
            if (target) void run(() => dataProvider.deleteMemberAppBanner(target.id), m.bannerDeleted);
          }}
        />
      </CardContent>
    </Card>
  );
};

export default BannersPage;
