/** ours: the spec words none of the team screen's messages. */
export const teamMessages = {
  invited: 'Convite enviado com sucesso!',
  invalidRole: 'Selecione uma função',
  mailSubject: 'Convite para a equipe',
} as const;

export const teamRoleMessages = {
  updated: 'Função atualizada com sucesso!',
  notStaff: 'Membro da equipe não encontrado',
  ownRole: 'Você não pode alterar a sua própria função',
} as const;

/** ours: removing someone from the team ('Equipe'); the spec words none of it. */
export const teamRemovalMessages = {
  removed: 'Membro removido da equipe com sucesso!',
  ownRemoval: 'Você não pode remover a si mesmo da equipe',
  lastAdmin: 'A conta precisa de pelo menos um administrador',
  confirmTitle: 'Remover da equipe',
  confirmContent: (fullName: string) => `Remover ${fullName} da equipe? O acesso dele ao painel será revogado.`,
} as const;
