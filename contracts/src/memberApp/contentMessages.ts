/**
 * pt-BR texts of the member app's Treinos and Cursos tabs (issue 25 item 2). The spec words none of these
 * screens (ours); the record units and exercise type labels come from the records and exercises features.
 */
export const memberContentMessages = {
  workouts: 'Treinos',
  courses: 'Cursos',
  todaysWorkout: 'Treino de hoje',
  /** The workout's review (createReview of the group, issue 25 item 2). */
  reviewWorkout: 'Avaliar treino',
  noWorkoutToday: 'Nenhum treino programado para hoje.',
  noRoutines: 'Nenhuma rotina de treino para você ainda.',
  openWorkout: 'Ver treino',
  series: 'Séries',
  reps: 'Reps',
  load: 'Carga',
  time: 'Tempo',
  rest: 'Descanso',
  notes: 'Observações:',
  period: (from: string, to: string | null) => (to ? `${from} a ${to}` : `desde ${from}`),
  days: 'Dias',
  everyDay: 'Todos os dias',
  video: 'Vídeo',
  myRecord: 'Meu recorde',
  noRecord: 'Sem recorde ainda',
  recordValue: (unit: string) => `Novo recorde (${unit})`,
  saveRecord: 'Salvar recorde',
  recordSaved: 'Recorde salvo!',
  newBest: 'Novo recorde pessoal!',
  recordNotBest: 'Registro salvo (não supera o seu recorde).',
  invalidRecord: 'Informe um valor maior que zero.',
  noCourses: 'Seu plano ainda não dá acesso a nenhum curso.',
  lessons: (n: number) => (n === 1 ? '1 aula' : `${n} aulas`),
  back: 'Voltar',
  free: 'Grátis',
  participate: 'Enviar participação',
  participationFile: 'Arquivo',
  participationComment: 'Comentário',
  sendParticipation: 'Enviar',
  /** participationMessages.mediaRequired (kept here: the app loads no zod). */
  mediaRequired: 'Envie o arquivo da sua participação',
  uploadFailed: 'Não foi possível enviar o arquivo. Tente novamente.',
  participationSent: 'Participação enviada! Aguarde a resposta da equipe.',
  myParticipations: 'Minhas participações',
  participationStatus: { pending: 'Aguardando', approved: 'Aprovada' } as Record<string, string>,
  offlineWorkouts: 'Sem conexão: mostrando os últimos treinos salvos.',
} as const;

/** Refusals of the member's workouts and courses (ours). */
export const memberAccessMessages = {
  courseOutsidePlan: 'Seu plano não dá acesso a este curso.',
} as const;
