// zod's own messages in pt-BR in this screen's chunk too (issue 35).
import '@gym/contracts/security/zodLocale';
import {
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  FormGroup,
  TextField,
  Typography,
} from '@mui/material';
import { consoleMessages as t } from '@gym/contracts/console/consoleMessages';
import {
  MEMBER_APP_COLOR_DEFAULTS,
  memberAppColorKeys,
  memberAppCustomizationInputSchema,
  memberAppCustomizationMessages as m,
  memberAppHomeBlockKeys,
  type MemberAppColorKey,
  type MemberAppCustomization,
  type MemberAppHomeBlock,
} from '@gym/contracts/memberAppCustomization/index';
import { useEffect, useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { useAccount } from '../account/useAccount';
import { useAdminDataProvider, useAdminQuery } from '../dataProvider/hooks';
import { useNotifyRequestError } from '../lib/notifyError';
import { UploadDropZone } from '../uploads/UploadDropZone';
import { PhonePreview } from './PhonePreview';

const colorLabels: Record<MemberAppColorKey, string> = {
  primary: t.colorPrimary,
  primaryText: t.colorPrimaryText,
  background: t.colorBackground,
  text: t.colorText,
};
const blockLabels: Record<MemberAppHomeBlock, string> = {
  banners: t.blockBanners,
  nextClass: t.blockNextClass,
  todayWorkout: t.blockTodayWorkout,
  points: t.blockPoints,
  unreadMessages: t.blockUnreadMessages,
};

type Form = {
  colors: Record<MemberAppColorKey, string>;
  logoUrl: string | null;
  blocks: Record<MemberAppHomeBlock, boolean>;
};
const toForm = (c: MemberAppCustomization): Form => ({
  colors: {
    primary: c.colors.primary ?? '',
    primaryText: c.colors.primaryText ?? '',
    background: c.colors.background ?? '',
    text: c.colors.text ?? '',
  },
  logoUrl: c.logoUrl,
  blocks: { ...c.blocks },
});

/** /admin/app/customize (issue 25): the app's colours, logo and home blocks, with a live 375 px preview. */
export const CustomizePage = () => {
  const notify = useNotify();
  const notifyError = useNotifyRequestError();
  const dataProvider = useAdminDataProvider();
  const { account } = useAccount();
  const [form, setForm] = useState<Form | null>(null);
  const [saving, setSaving] = useState(false);
  const { data: banners } = useAdminQuery(['memberAppBanners'], (dp) => dp.memberAppBanners());
  useEffect(() => {
    dataProvider.memberAppCustomization().then((c) => setForm(toForm(c)), notifyError);
  }, [dataProvider, notifyError]);

  if (!form) return <Title title={t.customizeTitle} />;
  const parsed = memberAppCustomizationInputSchema.safeParse({ ...form, logoUrl: form.logoUrl ?? '' });
  const errors: Record<string, string> = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) errors[String(issue.path.at(-1) ?? '')] ??= issue.message;
  const preview: MemberAppCustomization = parsed.success
    ? parsed.data
    : {
        colors: { primary: null, primaryText: null, background: null, text: null },
        logoUrl: form.logoUrl,
        blocks: form.blocks,
      };

  const save = async () => {
    if (!parsed.success) return;
    setSaving(true);
    try {
      setForm(toForm(await dataProvider.updateMemberAppCustomization(parsed.data)));
      notify(m.saved, { type: 'success' });
    } catch (error) {
      notifyError(error);
    } finally {
      setSaving(false);
    }
  };
  const accountName = account?.name ?? '';

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={t.customizeTitle} />
      <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
        <Box sx={{ flex: '1 1 320px', minWidth: 0, maxWidth: 560 }}>
          <Typography sx={{ mb: 2 }}>{t.customizeIntro}</Typography>
          <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
            {t.customizeColors}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
            {memberAppColorKeys.map((key) => (
              <TextField
                key={key}
                id={`app-color-${key}`}
                label={colorLabels[key]}
                size="small"
                value={form.colors[key]}
                placeholder={MEMBER_APP_COLOR_DEFAULTS[key]}
                error={!!errors[key]}
                helperText={errors[key] ?? t.colorDefault(MEMBER_APP_COLOR_DEFAULTS[key])}
                onChange={(e) => setForm({ ...form, colors: { ...form.colors, [key]: e.target.value } })}
                slotProps={{
                  htmlInput: { maxLength: 7 },
                  input: {
                    startAdornment: (
                      <Box
                        component="input"
                        type="color"
                        aria-label={colorLabels[key]}
                        value={
                          /^#[0-9a-fA-F]{6}$/.test(form.colors[key])
                            ? form.colors[key].toLowerCase()
                            : MEMBER_APP_COLOR_DEFAULTS[key].toLowerCase()
                        }
                        onChange={(e: React.ChangeEvent<HTMLInputElement>) =>
                          setForm({ ...form, colors: { ...form.colors, [key]: e.target.value.toUpperCase() } })
                        }
                        sx={{
                          width: 28,
                          height: 28,
                          p: 0,
                          mr: 1,
                          border: 0,
                          bgcolor: 'transparent',
                          flexShrink: 0,
                          cursor: 'pointer',
                        }}
                      />
                    ),
                  },
                }}
              />
            ))}
          </Box>
          <UploadDropZone
            folder="images"
            label={t.customizeLogo}
            hint={t.customizeLogoHint}
            value={form.logoUrl}
            onChange={(url) => setForm({ ...form, logoUrl: url })}
            testId="app-logo"
          />
          {errors.logoUrl ? <Typography color="error">{errors.logoUrl}</Typography> : null}
          <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
            {t.customizeBlocks}
          </Typography>
          <FormGroup>
            {memberAppHomeBlockKeys.map((key) => (
              <FormControlLabel
                key={key}
                control={
                  <Checkbox
                    checked={form.blocks[key]}
                    onChange={(e) => setForm({ ...form, blocks: { ...form.blocks, [key]: e.target.checked } })}
                  />
                }
                label={blockLabels[key]}
              />
            ))}
          </FormGroup>
          <Button variant="contained" sx={{ mt: 2 }} disabled={saving || !parsed.success} onClick={() => void save()}>
            {t.customizeSave}
          </Button>
        </Box>
        <Box sx={{ flex: '0 1 375px', minWidth: 0, maxWidth: '100%' }}>
          <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
            {t.customizePreview}
          </Typography>
          <PhonePreview customization={preview} accountName={accountName} banner={banners?.[0] ?? null} />
        </Box>
      </CardContent>
    </Card>
  );
};

export default CustomizePage;
