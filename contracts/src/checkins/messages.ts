/** Check-in messages: spec 002 wording where it has one; entries marked "ours" where it is silent. */
export const checkinMessages = {
  success: 'Checkin realizado com sucesso!',
  successCallback: 'Checkin realizado com sucesso! Verfique o Status do Checkin na lista de Checkins',
  failure: 'Erro ao realizar checkin!',
  programsLoadError: 'Houve um erro ao tentar carrega a lista de programas',
  classesLoadError: 'Houve um erro ao tentar carrega a lista de Horários',
  required: 'Campo obrigatório',
  invalidEmail: 'Email inválido',
  // ours
  userRequired: 'Selecione um aluno ou preencha os dados do novo aluno',
  genderRequired: 'Informe o gênero do novo aluno',
  invalidDate: 'Data da aula inválida',
  classFull: 'Esta aula está lotada ({limit} vagas). Não foi possível realizar o checkin.',
  alreadyCheckedIn: 'Este aluno já fez checkin nesta aula',
  planFrozen: 'O plano deste aluno está trancado até {endDate}. Não foi possível realizar o checkin.',
  alreadyOnWaitlist: 'Este aluno já está na lista de espera desta aula',
  waitlistJoined: 'Aula lotada: aluno colocado na lista de espera (posição {position})',
  maxPerDay: 'Este aluno já atingiu o máximo de {max} checkin(s) por dia neste programa',
  notOnWeekday: 'Este horário não acontece nesse dia da semana',
  tooEarlyDays: 'O checkin só pode ser feito com até {days} dia(s) de antecedência',
  tooEarlyHours: 'O checkin só pode ser feito com até {hours} hora(s) de antecedência',
  classOver: 'Esta aula já terminou',
  cancelTooLate: 'O checkin só pode ser cancelado até {hours} hora(s) antes da aula',
  cancelled: 'Checkin cancelado com sucesso!',
  notFound: 'Checkin não encontrado',
  onlyToday: 'Só é possível editar checkins de hoje',
  notActive: 'Este checkin já foi cancelado',
  noShowTooEarly: 'A falta só pode ser marcada depois do fim da aula',
  noShowMarked: 'Falta registrada',
  invalidPassToken: 'Token {provider} inválido',
  passUnreachable: 'Não foi possível validar o token agora. Tente novamente ou faça o checkin sem token.',
} as const;

/** Fills {placeholders} of a catalogue message. */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
