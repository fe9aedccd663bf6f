/**
 * pt-BR texts of the gym's public page (/{account}) and the member app (/{account}/app), issue 25.
 * The spec words none of these screens; its own strings are reused where it has them (the sign-up and
 * sign-in cards' validation, the check-in and password messages come from their features' catalogues).
 */
export const publicPageMessages = {
  signIn: 'Entrar no app',
  rating: 'Avaliação',
  reviews: (n: number) => (n === 1 ? '1 avaliação' : `${n} avaliações`),
  noReviews: 'Ainda sem avaliações',
  branches: 'Unidades',
  online: 'Online',
  schedule: 'Horários das aulas',
  noClasses: 'Sem aulas',
  plans: 'Planos',
  buy: 'Assinar',
  installments: (n: number, value: string) => `em até ${n}x de ${value}`,
} as const;

/** Full weekday names, 0 = Sunday (the programs' weekDays). */
export const weekDayNames = ['Domingo', 'Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado'] as const;

export const memberAppMessages = {
  signInTitle: 'Entrar',
  signUpTitle: 'Criar conta',
  email: 'E-mail',
  password: 'Senha',
  passwordConfirmation: 'Confirme a senha',
  name: 'Nome',
  lastName: 'Sobrenome',
  signIn: 'Entrar',
  signUp: 'Cadastrar',
  toSignUp: 'Ainda não tem conta? Cadastre-se',
  toSignIn: 'Já tem conta? Entrar',
  forgot: 'Esqueci minha senha',
  /** The console's forgot-password card title (passwordRecoveryMessages.title), kept here so the app loads no zod. */
  forgotTitle: 'Esqueceu sua senha?',
  sendLink: 'Enviar link',
  back: 'Voltar',
  signUpClosed: 'Novos cadastros estão fechados nesta academia. Fale com a recepção.',
  home: 'Início',
  classes: 'Aulas',
  history: 'Histórico',
  checkin: 'Check-in',
  profile: 'Perfil',
  changePassword: 'Alterar senha',
  currentPassword: 'Senha atual',
  newPassword: 'Nova senha',
  save: 'Salvar',
  qrHint: 'Mostre este código na recepção para fazer o check-in. Ele muda a cada 30 segundos.',
  qrLabel: 'QR code de check-in',
  signOut: 'Sair',
  hello: (name: string) => `Olá, ${name}!`,
  nextClass: 'Próxima aula',
  noNextClass: 'Nenhuma aula agendada.',
  points: 'Pontos',
  pointsHistory: 'Histórico de pontos',
  pointsOperation: (operation: string) => (operation === 'add' ? 'Pontos recebidos' : 'Pontos usados'),
  unread: 'Mensagens não lidas',
  book: 'Agendar',
  joinWaitlist: 'Entrar na lista de espera',
  cancel: 'Cancelar',
  booked: 'Agendada',
  waitlisted: 'Na lista de espera',
  full: 'Lotada',
  allBranches: 'Todas as unidades',
  allPrograms: 'Todos os programas',
  noClasses: 'Nenhuma aula neste dia.',
  noHistory: 'Nenhum check-in ainda.',
  offline: 'Sem conexão: mostrando os últimos horários salvos.',
  loading: 'Carregando…',
  statuses: {
    validated: 'Confirmado',
    waitlist: 'Lista de espera',
    pending: 'Pendente',
    deleted: 'Cancelado',
  } as Record<string, string>,
} as const;
