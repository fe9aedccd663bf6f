import type { PointsRuleKind } from './index.ts';

/** pt-BR texts of /admin/points and /admin/crm-settings (issue 22): ours, the spec names only the entries. */
export const pointsOverviewMessages = {
  pointsTitle: 'Pontos',
  crmTitle: 'Configurações de CRM',
  ranking: 'Ranking de alunos',
  movements: 'Movimentações',
  position: 'Posição',
  student: 'Aluno',
  email: 'E-mail',
  date: 'Data',
  operation: 'Operação',
  value: 'Valor',
  source: 'Origem',
  obs: 'Observação',
  balance: 'Saldo',
  search: 'Buscar aluno',
  all: 'Todos',
  allOperations: 'Todas',
  from: 'De',
  to: 'Até',
  clearStudent: 'Todos os alunos',
  studentFilter: (name: string) => `Aluno: ${name}`,
  noStudents: 'Nenhum aluno encontrado.',
  noMovements: 'Nenhuma movimentação de pontos com os filtros atuais.',
  removedStudent: 'Aluno removido',
  loadError: 'Houve um erro ao tentar carregar a página.',
  operations: { add: 'Adição', sub: 'Subtração' } as Record<string, string>,
  sources: {
    manual: 'Manual',
    checkin: 'Checkin',
    review: 'Avaliação',
    purchase: 'Compra de plano',
    record: 'Recorde pessoal',
  } as Record<string, string>,
  // /admin/crm-settings
  crmIntro:
    'Regras que dão pontos automaticamente aos alunos. Cada regra vale a partir do momento em que é ligada: o que aconteceu antes não dá pontos.',
  ruleLabels: {
    checkin: 'Por checkin',
    review: 'Por avaliação',
    purchase: 'Por compra de plano',
    record: 'Por recorde pessoal',
  } satisfies Record<PointsRuleKind, string>,
  ruleHelp: {
    checkin: 'A cada checkin do aluno no mês, a partir do mínimo de checkins para pontos da conta.',
    review: 'Na primeira avaliação do aluno para cada item.',
    purchase: 'A cada plano vendido ao aluno.',
    record: 'A cada novo recorde pessoal do aluno.',
  } satisfies Record<PointsRuleKind, string>,
  minimum: (n: number | null) =>
    n
      ? `Mínimo de checkins para pontos: ${n} por mês (em Configurações > Checkins).`
      : 'Sem mínimo de checkins para pontos: todo checkin conta.',
  enabled: 'Ligada',
  points: 'Pontos',
  save: 'Salvar',
} as const;
