/** Program and class messages: spec 001 wording; entries marked "ours" where it is silent. */
export const programMessages = {
  nameRequired: 'Para salvar um programa, você precisa preencher o nome',
  required: 'Campo obrigatório',
  checkRequired: 'Verifique os campos obrigatórios',
  saved: 'Programa atualizado com sucesso!',
  deleted: 'Programa apagado com sucesso!',
  classSaved: 'Horário atualizado com sucesso!',
  // ours: a creation says 'criado', not 'atualizado' (issue 26)
  created: 'Programa criado com sucesso!',
  classCreated: 'Horário criado com sucesso!',
  confirmDeleteClass: 'Você tem certeza que quer excluir esse horário?',
  confirmDelete: 'Voce tem certeza que quer excluir o programa {name}?',
  // ours
  notFound: 'Programa não encontrado',
  classNotFound: 'Horário não encontrado',
  branchNotFound: 'Filial não encontrada',
  coachNotFound: 'Professor não encontrado',
  weekDaysRequired: 'Escolha pelo menos um dia da semana',
  endBeforeStart: 'O horário de término deve ser depois do início',
  invalidLimit: 'O limite deve ser um número inteiro maior que zero',
  invalidMaximum: 'O máximo de checkins por dia deve ser um número inteiro maior que zero',
  alreadyDeleted: 'Este programa já foi apagado',
} as const;
