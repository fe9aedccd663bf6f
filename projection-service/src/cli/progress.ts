/** One line of `npm run rebuild`'s progress: a bar, the share done, events/s and the time left (pt-BR). */
export function progressLine(p: {
  readonly events: number;
  readonly position: number;
  readonly head: number;
  readonly elapsedMs: number;
  readonly width?: number;
}): string {
  const width = p.width ?? 30;
  const share = p.head > 0 ? Math.min(1, p.position / p.head) : 1;
  const filled = Math.round(share * width);
  const perSecond = p.elapsedMs > 0 ? p.events / (p.elapsedMs / 1000) : 0;
  const left =
    perSecond > 0 ? Math.max(0, (p.head - p.position) * (p.events / Math.max(1, p.position))) / perSecond : 0;
  const number = (n: number) => Math.round(n).toLocaleString('pt-BR');
  return `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${Math.floor(share * 100)}% ${number(p.events)} eventos, ${number(perSecond)} eventos/s, faltam ${formatSeconds(left)}`;
}

export function formatSeconds(seconds: number): string {
  const s = Math.ceil(seconds);
  return s >= 60 ? `${Math.floor(s / 60)} min ${s % 60} s` : `${s} s`;
}
