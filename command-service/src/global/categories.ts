/**
 * Areas of activity offered by the wizard and the account settings. Operators will manage them
 * (spec 000 'Category form'); until that lands, this fixed catalogue answers the global queries.
 */
const catalogue = [
  {
    code: 'personal-trainer',
    name: 'Personal Trainer',
    subcategories: [
      ['musculacao', 'Musculação'],
      ['funcional', 'Treinamento Funcional'],
      ['emagrecimento', 'Emagrecimento'],
    ],
  },
  {
    code: 'academia',
    name: 'Academia',
    subcategories: [
      ['musculacao', 'Musculação'],
      ['lutas', 'Lutas'],
      ['natacao', 'Natação'],
    ],
  },
  {
    code: 'studio',
    name: 'Studio',
    subcategories: [
      ['pilates', 'Pilates'],
      ['yoga', 'Yoga'],
      ['crossfit', 'Crossfit'],
    ],
  },
  {
    code: 'assessoria-esportiva',
    name: 'Assessoria Esportiva',
    subcategories: [
      ['corrida', 'Corrida'],
      ['ciclismo', 'Ciclismo'],
      ['triathlon', 'Triathlon'],
    ],
  },
  {
    code: 'nutricao',
    name: 'Nutrição',
    subcategories: [
      ['clinica', 'Nutrição Clínica'],
      ['esportiva', 'Nutrição Esportiva'],
    ],
  },
] as const;

export const categoryResolvers = {
  accountCategories: () => catalogue.map(({ code, name }) => ({ id: code, code, name })),
  accountSubcategories: (args: { categoryCode: string }) =>
    catalogue.find((c) => c.code === args.categoryCode)?.subcategories.map(([code, name]) => ({ code, name })) ?? [],
};
