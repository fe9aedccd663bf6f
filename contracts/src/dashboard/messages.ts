/** Spec 002 'Dashboard' texts (the wording is the spec's). */
export const dashboardMessages = {
  title: 'Dashboard',
  loadError: 'Houve um erro ao tentar carregar a página.',
  manageComments: 'Gerenciar comentários',
  noComments: 'Você não recebeu nenhum comentário nos últimos dias.',
} as const;
