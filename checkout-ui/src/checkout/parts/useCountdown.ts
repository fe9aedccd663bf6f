import { useEffect, useState } from 'react';
import { countdownLeft, formatCountdown } from '../logic/page';

/** The urgency countdown's 'MM:SS', from the page's first render, ticking every second. */
export function useCountdown(): string {
  const [startedAt] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return formatCountdown(countdownLeft(startedAt, now));
}
