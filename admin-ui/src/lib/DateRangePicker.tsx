import { Box, Button, Chip, Popover, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { formatDate } from '@gym/contracts/validation/date';
import { lastDays, presetRanges, type DayRange } from './dateRangePresets';

interface Props {
  readonly today: string;
  readonly value: DayRange;
  readonly onConfirm: (range: DayRange) => void;
}

/** The date-range picker (spec 000 section 9): presets, a custom count of days, and Ok. Shown as DD/MM/YYYY. */
export const DateRangePicker = ({ today, value, onConfirm }: Props) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [draft, setDraft] = useState<DayRange>(value);
  const [days, setDays] = useState('30');
  return (
    <>
      <Button
        variant="outlined"
        onClick={(e) => {
          setDraft(value);
          setAnchor(e.currentTarget);
        }}
        aria-label="Período"
      >
        {formatDate(value.from)} - {formatDate(value.to)}
      </Button>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <Box sx={{ p: 2, display: 'grid', gap: 1, width: 320 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {presetRanges(today).map(({ label, range }) => (
              <Chip
                key={label}
                label={label}
                onClick={() => setDraft(range)}
                color={draft.from === range.from && draft.to === range.to ? 'primary' : 'default'}
              />
            ))}
          </Box>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <TextField
              size="small"
              type="number"
              label="Dias até hoje"
              value={days}
              slotProps={{ htmlInput: { min: 1 } }}
              onChange={(e) => {
                setDays(e.target.value);
                if (Number(e.target.value) >= 1) setDraft(lastDays(today, Number(e.target.value)));
              }}
            />
          </Box>
          <Typography variant="body2">
            {formatDate(draft.from)} - {formatDate(draft.to)}
          </Typography>
          <Button
            variant="contained"
            onClick={() => {
              setAnchor(null);
              onConfirm(draft);
            }}
          >
            Ok
          </Button>
        </Box>
      </Popover>
    </>
  );
};
