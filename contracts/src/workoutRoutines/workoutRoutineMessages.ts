/** pt-BR texts of the workout routine screens (spec 001 sections 2, 4, 5 and 8), then ours. */
export const workoutRoutineMessages = {
  defaultName: 'Nova rotina de treino',
  usersRequired: 'Se a rotina de treino é para uma pessoa ou grupo, você precisa selecionar um ou mais usuários',
  requiredFieldsToast: 'Você precisa preencher os campos obrigatórios. Confira os campos marcados em vermelho',
  fieldRequired: 'Campo obrigatório',
  saved: 'Sua rotina foi salva com sucesso!',
  groupSaved: (name: string) => `Treino ${name} salvo com sucesso!`,
  deleteWorkout: 'Voce tem certeza que deseja apagar essa etapa de treino?',
  deleteItem: (name: string) => `Você tem certeza que deseja apagar este ${name}?`,
  createTitle: 'Criar Rotina de Treinos',
  editTitle: 'Editar Rotina de Treinos',
  breadcrumbList: 'Treinos',
  configTab: 'Configurações do treino',
  editTab: 'Edição do treino',
  saveAndContinue: 'Salvar & continuar',
  publish: 'Publicar alterações',
  // ours (the spec names the checks, not their words)
  workoutDescriptionOrExercise: 'Preencha a descrição ou adicione pelo menos um exercício',
  invalidTime: 'Horário inválido: use HH:MM',
  invalidDate: 'Data inválida',
  endBeforeStart: 'A data final não pode ser anterior à data inicial',
  exerciseRequired: 'Escolha um exercício',
  routineNotFound: 'Rotina de treino não encontrada',
  groupNotFound: 'Treino não encontrado',
  itemNotFound: 'Item não encontrado nesta rotina',
  programNotFound: 'Programa não encontrado',
  userNotFound: 'Usuário não encontrado',
  exerciseNotFound: 'Exercício não encontrado',
  invalidUrl: 'Endereço inválido',
  invalidCycleType: 'Tipo de ciclo inválido: use date ou user',
  invalidTarget: 'Público inválido: use programs ou users',
} as const;

/**
 * Spec 001 section 5: the error codes of a workout block, sent beside the pt-BR message
 * (`workout_description_or_exercise_required`, `invalid_time`).
 */
export const workoutErrorCodes = {
  descriptionOrExercise: 'workout_description_or_exercise_required',
  invalidTime: 'invalid_time',
} as const;

/** Spec 001 section 9: weekday labels Dom to Sab, values 0 to 6 (0 = Sunday); 'Sáb' accented as the class schedule writes it. */
export const weekDays = [
  { id: 0, label: 'Dom' },
  { id: 1, label: 'Seg' },
  { id: 2, label: 'Ter' },
  { id: 3, label: 'Qua' },
  { id: 4, label: 'Qui' },
  { id: 5, label: 'Sex' },
  { id: 6, label: 'Sáb' },
] as const;

/** Spec 001 section 3: cycleType user or date (default date); target programs or users. */
export const cycleTypes = ['date', 'user'] as const;
export const routineTargets = ['programs', 'users'] as const;
export type CycleType = (typeof cycleTypes)[number];
export type RoutineTarget = (typeof routineTargets)[number];
