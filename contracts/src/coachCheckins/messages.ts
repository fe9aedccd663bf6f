/** ours: the spec words none of these. */
export const coachCheckinMessages = {
  recorded: 'Checkin de professor registrado com sucesso!',
  coachNotFound: 'Professor não encontrado',
  onlyOwn: 'Um professor registra apenas as próprias aulas',
  invalidDate: 'Data inválida',
  invalidTime: 'Horário inválido',
} as const;
