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

export interface CheckinRow {
  readonly id: string;
  readonly date: string;
  readonly status: string;
  readonly deleteable: boolean;
  readonly noShow: boolean;
  readonly logs: readonly string[];
  readonly user: { id: string; fullName: string } | null;
  readonly filial: { name: string } | null;
  readonly program: { name: string } | null;
  readonly class: { startTime: string; endTime: string } | null;
}

export const CHECKIN_FIELDS = 'id date status deleteable noShow logs user { id fullName } filial { name } program { name } class { startTime endTime }';
export const CANCEL = 'mutation DeleteCheckin($id: ID!) { deleteCheckin(id: $id) { message } }';
export const NO_SHOW = 'mutation MarkNoShow($id: ID!) { markCheckinNoShow(id: $id) { message } }';
