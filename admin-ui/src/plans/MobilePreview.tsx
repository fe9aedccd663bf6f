import { Box, Dialog, Typography } from '@mui/material';
import { DEFAULT_PLAN_COLOR } from '@gym/contracts/plans/enums';
import { formatBRL } from '@gym/contracts/validation/money';

interface Props {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly name: string;
  readonly description: string | null;
  readonly imageUrl: string | null;
  readonly color: string | null;
  readonly price: number | null;
}

/** 'Ver Preview Mobile': the plan as the app shows it; closes on Escape or an overlay click (MUI Dialog). */
export const MobilePreview = ({ open, onClose, name, description, imageUrl, color, price }: Props) => (
  <Dialog open={open} onClose={onClose} aria-label="Preview Mobile">
    <Box sx={{ width: 320, minHeight: 560, border: '10px solid #222', borderRadius: 4, overflow: 'hidden' }}>
      {imageUrl && (
        <Box component="img" src={imageUrl} alt="" sx={{ width: '100%', height: 180, objectFit: 'cover' }} />
      )}
      <Box sx={{ p: 2, borderTop: `4px solid ${color ?? DEFAULT_PLAN_COLOR}` }}>
        <Typography variant="h6">{name || 'Novo plano'}</Typography>
        {price !== null && <Typography>{formatBRL(price)}</Typography>}
        {description && (
          <Typography variant="body2" color="text.secondary">
            {description}
          </Typography>
        )}
      </Box>
    </Box>
  </Dialog>
);
