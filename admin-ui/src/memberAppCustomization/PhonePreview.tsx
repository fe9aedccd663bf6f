import { Box } from '@mui/material';
import type { MemberAppBanner, MemberAppCustomization } from '@gym/contracts/memberAppCustomization/index';
import { MEMBER_APP_COLOR_DEFAULTS } from '@gym/contracts/memberAppCustomization/index';
import { consoleMessages as t } from '@gym/contracts/console/consoleMessages';

const isColor = (v: string | null | undefined): v is string => !!v && /^#[0-9a-fA-F]{6}$/.test(v);

/**
 * The app's home as a 375 px phone shows it (issue 25): the header in the primary colour with the logo
 * (else the gym's name), then the chosen blocks in the app's order, with sample content.
 */
export const PhonePreview = ({
  customization,
  accountName,
  banner,
}: {
  customization: MemberAppCustomization;
  accountName: string;
  banner?: MemberAppBanner | null;
}) => {
  const c = customization.colors;
  const colors = {
    primary: isColor(c.primary) ? c.primary : MEMBER_APP_COLOR_DEFAULTS.primary,
    primaryText: isColor(c.primaryText) ? c.primaryText : MEMBER_APP_COLOR_DEFAULTS.primaryText,
    background: isColor(c.background) ? c.background : MEMBER_APP_COLOR_DEFAULTS.background,
    text: isColor(c.text) ? c.text : MEMBER_APP_COLOR_DEFAULTS.text,
  };
  const b = customization.blocks;
  const card = { bgcolor: '#fff', borderRadius: '12px', p: '12px 14px', mb: 1, boxShadow: '0 1px 2px rgba(0,0,0,.06)' };
  return (
    <Box
      role="img"
      aria-label={t.customizePreview}
      data-testid="phone-preview"
      sx={{
        width: 375,
        maxWidth: '100%',
        height: 667,
        maxHeight: '80vh',
        overflow: 'hidden',
        border: '10px solid #222',
        borderRadius: '28px',
        bgcolor: colors.background,
        color: colors.text,
        fontFamily: 'system-ui, sans-serif',
        fontSize: 14,
        boxSizing: 'border-box',
      }}
    >
      <Box
        data-testid="preview-header"
        sx={{
          bgcolor: colors.primary,
          color: colors.primaryText,
          px: 2,
          py: 1,
          display: 'flex',
          alignItems: 'center',
          minHeight: 48,
        }}
      >
        {customization.logoUrl ? (
          <Box component="img" src={customization.logoUrl} alt={accountName} sx={{ maxHeight: 32, maxWidth: 160 }} />
        ) : (
          <strong>{accountName}</strong>
        )}
      </Box>
      <Box sx={{ p: 1.5 }}>
        <Box component="h3" sx={{ fontSize: 20, m: '4px 0 12px' }}>
          {t.previewHello}
        </Box>
        {b.banners ? (
          <Box
            sx={{
              ...card,
              p: 0,
              overflow: 'hidden',
              aspectRatio: '12 / 5',
              display: 'grid',
              placeItems: 'center',
              bgcolor: '#e0e0e0',
            }}
          >
            {banner ? (
              <Box
                component="img"
                src={banner.imageUrl}
                alt={banner.title ?? ''}
                sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
              />
            ) : (
              <span>{t.previewBanner}</span>
            )}
          </Box>
        ) : null}
        {b.nextClass ? (
          <Box sx={card}>
            <strong>{t.previewNextClass}</strong>
            <div>{t.previewNextClassSample}</div>
          </Box>
        ) : null}
        {b.todayWorkout ? (
          <Box sx={card}>
            <strong>{t.previewTodayWorkout}</strong>
            <div>{t.previewTodayWorkoutSample}</div>
          </Box>
        ) : null}
        {b.points ? (
          <Box sx={card}>
            <strong>{t.previewPoints}</strong>
            <Box sx={{ fontSize: 26, fontWeight: 700, color: colors.primary }}>120</Box>
          </Box>
        ) : null}
        {b.unreadMessages ? (
          <Box sx={card}>
            <strong>{t.previewUnread}</strong>
            <Box
              component="span"
              sx={{ ml: 1, px: 1, borderRadius: 99, bgcolor: colors.primary, color: colors.primaryText }}
            >
              2
            </Box>
          </Box>
        ) : null}
      </Box>
    </Box>
  );
};
