/**
 * pt-BR text of the console's frame and of the server's own pages (issue 26): all "ours", the spec is silent.
 * The console's screens and the server's 404/500 pages read from here, so one place holds the wording.
 */
export const consoleMessages = {
  pageNotFoundTitle: 'Página não encontrada',
  pageNotFound: 'O endereço digitado está errado ou a página não existe mais.',
  backToStart: 'Voltar ao início',
  serverErrorTitle: 'Erro no servidor',
  serverError: 'Ocorreu um erro inesperado. Tente novamente em alguns instantes.',
  badRequestTitle: 'Requisição inválida',
  badRequest: 'O servidor não conseguiu entender a requisição.',
  comingSoon: 'Esta área estará disponível em breve.',
  noResults: 'Nenhum resultado encontrado.',
  noFilteredResults: 'Nenhum resultado encontrado com os filtros atuais.',
  emptyList: 'Nada cadastrado ainda.',
  searchClear: 'Limpar',
  searchOpen: 'Abrir',
  searchClose: 'Fechar',
  searchNoOptions: 'Nenhuma opção',
  searchLoading: 'Carregando…',
  // /admin/app (issue 25)
  appTitle: 'Aplicativo',
  appAddress: 'Endereço do aplicativo',
  appShare: 'Compartilhe este endereço ou o QR code com seus alunos: eles abrem no celular e instalam o app.',
  appQrLabel: 'QR code do endereço do aplicativo',
  appPublicPage: 'Página pública da academia',
  appSignedIn: 'Alunos que entraram no app este mês',
  appOpen: 'Abrir o aplicativo',
} as const;
