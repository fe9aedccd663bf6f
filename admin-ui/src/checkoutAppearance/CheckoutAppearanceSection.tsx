// zod's own messages in pt-BR in this screen's chunk too (issue 35).
import '@gym/contracts/security/zodLocale';
import { Box, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { CHECKOUT_THEME_DEFAULTS } from '@gym/contracts/checkout/constants';
import {
  checkoutAppearanceInputSchema,
  checkoutAppearanceMessages as m,
  checkoutThemeColorKeys,
  type CheckoutThemeColorKey,
} from '@gym/contracts/checkoutAppearance/index';
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import {
  getCheckoutAppearance,
  updateCheckoutAppearance,
  type CheckoutAppearance,
} from '../dataProvider/checkoutAppearance';
import { accountCode } from '../lib/env';
import { useNotifyRequestError } from '../lib/notifyError';
import { UploadDropZone } from '../uploads/UploadDropZone';

const colourLabels: Record<CheckoutThemeColorKey, string> = {
  primary: 'Cor principal',
  primaryText: 'Cor do texto sobre a cor principal',
  text: 'Cor do texto',
  background: 'Cor de fundo',
};

type Form = { label: string; imageUrl: string | null } & Record<CheckoutThemeColorKey, string>;

const toForm = (a: CheckoutAppearance): Form => ({
  label: a.label ?? '',
  imageUrl: a.imageUrl,
  text: a.theme.text ?? '',
  background: a.theme.background ?? '',
  primary: a.theme.primary ?? '',
  primaryText: a.theme.primaryText ?? '',
});

/**
 * ours (the spec gives the checkout page an account label, image and theme, but no screen to set
 * them): in Pagamentos, the checkout page's name, image and colours; empty ones keep spec 002's defaults.
 */
export const CheckoutAppearanceSection = () => {
  const notify = useNotify();
  const notifyError = useNotifyRequestError();
  const [form, setForm] = useState<Form | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    getCheckoutAppearance().then((a) => setForm(toForm(a)), notifyError);
  }, [notifyError]);
  if (!form) return null;

  const input = {
    label: form.label,
    imageUrl: form.imageUrl ?? '',
    theme: Object.fromEntries(checkoutThemeColorKeys.map((k) => [k, form[k]])),
  };
  const parsed = checkoutAppearanceInputSchema.safeParse(input);
  const errors: Record<string, string> = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) errors[String(issue.path.at(-1) ?? '')] ??= issue.message;

  const save = async () => {
    if (!parsed.success) return;
    setSaving(true);
    try {
      setForm(toForm(await updateCheckoutAppearance(parsed.data)));
      notify(m.saved, { type: 'success' });
    } catch (error) {
      notifyError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box component="section" aria-label="Aparência do checkout" sx={{ mt: 3 }}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        Aparência do checkout
      </Typography>
      <Stack spacing={0.5}>
        <TextField
          id="checkout-label"
          label="Nome no checkout"
          size="small"
          fullWidth
          value={form.label}
          placeholder="O nome da conta"
          error={!!errors.label}
          helperText={errors.label ?? ' '}
          onChange={(e) => setForm({ ...form, label: e.target.value })}
        />
        <UploadDropZone
          folder="images"
          label="Imagem do checkout"
          hint="Sem imagem, o checkout mostra a foto da conta."
          value={form.imageUrl}
          onChange={(url) => setForm({ ...form, imageUrl: url })}
          testId="checkout-image"
        />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
          {checkoutThemeColorKeys.map((key) => (
            <TextField
              key={key}
              id={`checkout-${key}`}
              label={colourLabels[key]}
              size="small"
              value={form[key]}
              placeholder={CHECKOUT_THEME_DEFAULTS[key]}
              error={!!errors[key]}
              helperText={errors[key] ?? `Padrão: ${CHECKOUT_THEME_DEFAULTS[key]}`}
              onChange={(e) => setForm({ ...form, [key]: e.target.value })}
              slotProps={{
                input: {
                  startAdornment: (
                    <Box
                      aria-hidden
                      sx={{
                        width: 16,
                        height: 16,
                        mr: 1,
                        borderRadius: 0.5,
                        border: '1px solid',
                        borderColor: 'divider',
                        flexShrink: 0,
                        bgcolor: errors[key] ? 'transparent' : form[key] || CHECKOUT_THEME_DEFAULTS[key],
                      }}
                    />
                  ),
                },
              }}
            />
          ))}
        </Box>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button variant="outlined" disabled={saving || !parsed.success} onClick={() => void save()}>
            Salvar aparência do checkout
          </Button>
          <Link href={`/${encodeURIComponent(accountCode)}/checkout`} target="_blank" rel="noreferrer" variant="body2">
            Ver página de checkout
          </Link>
        </Box>
      </Stack>
    </Box>
  );
};
