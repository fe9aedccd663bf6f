/** pt-BR texts of the exercise library and page (spec 001 sections 2, 5 and 8), then ours. */
export const exerciseMessages = {
  nameRequiredHint: 'Nome é obrigatório.',
  descriptionRequiredHint: 'Descrição é obrigatória.',
  nameRequired: 'Para salvar um exercício, você precisa preencher o nome',
  descriptionRequired: 'Para salvar um exercício, você precisa preencher uma descrição/instruções',
  typeRequired: 'Ao habilitar para recordes, você precisa escolher um tipo',
  uploading: (type: string) =>
    `A mídia (${type}) ainda está sendo enviada. Aguarde o término do upload antes de salvar o exercício.`,
  uploadingMany: (types: string) =>
    `As mídias (${types}) ainda estão sendo enviadas. Aguarde o término do upload antes de salvar o exercício.`,
  saved: 'Seu exercício foi salvo com sucesso!',
  listError: 'Houve um erro ao tentar carrega a lista de exercícios',
  searchHint: 'Digite 3 carecteres ou mais para iniciar a busca.',
  searchLoading: 'Carregando... ',
  searchEmpty: 'Nenhum exercício encontrado!',
  searchPlaceholder: 'Selecione/digite o exercício',
  libraryEmpty: 'Nenhum exercício encontrado',
  noDescription: 'Nenhuma descrição disponível',
  unnamed: 'Exercício sem nome',
  notSpecified: 'Não especificado',
  // ours
  notFound: 'Exercício não encontrado',
  starterReadOnly: 'Os exercícios da biblioteca padrão não podem ser alterados. Crie um exercício seu a partir dele.',
  invalidType: 'Tipo de exercício inválido',
  invalidUrl: 'Endereço inválido',
} as const;

/** Spec 001 section 3: the exercise types of records, keys and labels. */
export const exerciseTypes = {
  carga: 'Carga',
  tempo: 'Tempo',
  repeticao: 'Repetição',
  distancia: 'Distância',
  calorias: 'Calorias',
} as const;
export type ExerciseType = keyof typeof exerciseTypes;
export const exerciseTypeKeys = Object.keys(exerciseTypes) as ExerciseType[];
