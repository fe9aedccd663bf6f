/** Spec 002 check-in statuses with their labels; 'waitlist' is ours. */
export const checkinStatusLabels: Record<string, string> = {
  validated: 'Validado',
  pending: 'Pendente',
  error: 'Erro',
  deleted: 'Deletado',
  'checkin gympass': 'Checkin Gympass',
  'checkin totalpass': 'Checkin Totalpass',
  waitlist: 'Lista de espera',
};

/** A log line 'ISO-timestamp text' shown as 'dd/MM/yyyy HH:mm text' in São Paulo time (-03:00). */
export function formatLog(line: string): string {
  const [at = '', ...rest] = line.split(' ');
  const ms = Date.parse(at);
  if (Number.isNaN(ms)) return line;
  const local = new Date(ms - 3 * 3_600_000).toISOString();
  // The read model writes the raw status in parentheses ('Checkin registrado (validated)'): shown by its label.
  const text = rest
    .join(' ')
    .replace(/\(([^()]+)\)$/, (whole, status: string) =>
      checkinStatusLabels[status] ? `(${checkinStatusLabels[status]})` : whole,
    );
  return `${local.slice(8, 10)}/${local.slice(5, 7)}/${local.slice(0, 4)} ${local.slice(11, 16)} ${text}`;
}
