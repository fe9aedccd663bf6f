/** Page text where the spec gives the idea but not the words (docs/checkout.md). */
export const BENEFITS = [
  'Acesso ilimitado à academia',
  'Treinos personalizados no aplicativo',
  'Acompanhamento de professores',
  'Avaliação física inicial',
  'Aulas coletivas inclusas',
  'Check-in rápido pelo celular',
  'Sem taxa de matrícula',
  'Cancelamento simples',
] as const;

export const TRUST_BADGES = ['Compra 100% segura', 'Dados protegidos', 'Pagamento criptografado'] as const;

export const STEP_LABELS = {
  plan: 'Plano',
  personal: 'Dados pessoais',
  payment: 'Pagamento',
  confirmation: 'Confirmação',
} as const;
