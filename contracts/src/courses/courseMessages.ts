/** pt-BR texts of the course editor, the category form and the frame picker (spec 001 sections 2, 4, 5, 8, 9), then ours. */
export const courseMessages = {
  required: 'Campo obrigatório',
  formErrors: 'Houve um erro ao enviar. Por favor, verifique os erros',
  unitErrors: (title: string) => `${title} - Erros encontrados, por favor verifique antes de salvar!`,
  moduleError: 'error on form',
  requestError: 'Houve um erro na sua solicitação.',
  sendingUnits: 'Enviando as aulas',
  updatingCourse: 'Atualizando o info produto...',
  updatingModule: 'Atualizando o módulo do info produto...',
  updated: 'Atualizado com sucesso!',
  courseSaved: 'Seu info produto foi atualizado com sucesso!',
  saving: 'Salvando...',
  confirmDeleteCourse: 'Tem certeza que deseja excluir este curso?',
  confirmDeleteChild: (name: string) => `Você tem certeza que deseja apagar este ${name}?`,
  imagesBlock: 'Imagens para divulgar seu curso',
  defaultModuleTitle: (n: number) => `Módulo ${n}`,
  defaultUnitTitle: 'Nova aula',
  // categories
  categoryNameRequired: 'Para salvar um programa, você precisa preencher o nome',
  categorySaved: 'Categoria atualizado com sucesso!',
  categoriesEmpty: 'Você não criou nenhuma categoria ainda',
  createCategory: 'Criar nova categoria',
  // frame picker
  framePickerTitle: 'Selecionar Cover do Vídeo',
  capture: 'Capturar',
  useFrame: 'Usar este Frame',
  frameUploadFailed: (status: number, text: string) => `Upload failed: ${status} ${text}`,
  frameNetworkError: 'Network error',
  videoCoverSaved: 'Capa do vídeo criada com sucesso!',
  videoCoverFailed: (message: string) => `Erro ao fazer upload da capa do vídeo: ${message}`,
  videoLoadError: (message: string) => `Erro ao carregar o vídeo: ${message}`,
  frameCaptureError: 'Erro ao capturar frame do vídeo',
  noFrame: 'Nenhum frame selecionado',
  frameSelectError: 'Erro ao selecionar frame',
  videoSeekError: (message: string) => `Erro ao navegar no vídeo: ${message}`,
  // preview
  previewUntitled: 'Sem título',
  previewNoDescription: 'Sem descrição',
  // ours
  courseNotFound: 'Curso não encontrado',
  moduleNotFound: 'Módulo não encontrado',
  unitNotFound: 'Aula não encontrada',
  categoryNotFound: 'Categoria não encontrada',
  programNotFound: 'Programa não encontrado',
  invalidStatus: 'Status inválido: use active ou draft',
  invalidUnitType: 'Tipo de aula inválido: use Free ou Premium',
  invalidParticipationType: 'Tipo de participação inválido',
  invalidUrl: 'Endereço inválido',
  invalidOrder: 'Ordem inválida',
} as const;

/** Spec 001 section 9: lesson types (default Premium) and participation choices. */
export const unitTypes = { Free: 'Gratuita', Premium: 'Premium' } as const;
export type UnitType = keyof typeof unitTypes;
export const unitTypeKeys = Object.keys(unitTypes) as UnitType[];
export const DEFAULT_UNIT_TYPE: UnitType = 'Premium';

export const participationTypes = {
  none: 'Nenhum',
  image: 'Imagem',
  audio: 'Áudio',
  video: 'Vídeo',
  all: 'Todos',
} as const;
export type ParticipationType = keyof typeof participationTypes;
export const participationTypeKeys = Object.keys(participationTypes) as ParticipationType[];

export const courseStatuses = ['active', 'draft'] as const;
export type CourseStatus = (typeof courseStatuses)[number];

/** Spec 001 section 9: drag press delay, frame picker and mobile preview constants. */
export const courseConstants = {
  dragPressDelayMs: 200,
  frameStepSeconds: 0.5,
  frameDefaultDurationSeconds: 60,
  frameJpegQuality: 0.8,
  emptyFrameMinChars: 10_000,
  posterRatio: 2 / 3,
  coverRatio: 16 / 9,
  previewMaxWidthPx: 375,
  previewListHeightPx: 600,
  previewListHeightSmallPx: 500,
  sampleCourses: 4,
  mobileBreakpointPx: 768,
  validationToastMs: 5000,
} as const;
