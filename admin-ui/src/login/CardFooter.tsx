import { Button, CardActions, Link } from '@mui/material';

/** Both cards end alike (spec 000): the 'Entrar' button and the link that switches to the other card. */
export const CardFooter = ({
  sending,
  switchLabel,
  onSwitch,
}: {
  sending: boolean;
  switchLabel: string;
  onSwitch: () => void;
}) => (
  <CardActions sx={{ flexDirection: 'column', gap: 1, px: 2, pb: 2 }}>
    <Button type="submit" variant="contained" fullWidth disabled={sending}>
      Entrar
    </Button>
    <Link component="button" type="button" variant="body2" onClick={onSwitch}>
      {switchLabel}
    </Link>
  </CardActions>
);
