import type { Actor, Services } from '../services.ts';
import { saveCourse, saveCourseCategory, saveCourseModule, saveCourseUnit } from './courseHandlers.ts';

/** The demo gym's course (issue 20): 'Mobilidade em casa' in the category 'Bem-estar', two modules, four lessons. */
export async function seedCourses(svc: Services, actor: Actor): Promise<void> {
  const { categoryId } = await saveCourseCategory(svc, actor, {
    name: 'Bem-estar',
    description: 'Cursos para o corpo e a mente',
  });
  const { courseId } = await saveCourse(svc, actor, {
    title: 'Mobilidade em casa',
    description: 'Quatro semanas de mobilidade e alongamento para fazer em casa, sem equipamentos.',
    status: 'active',
    premiumAccessThroughAnyPlan: true,
    courseCategoryId: categoryId,
  });
  const modules = [
    {
      title: 'Módulo 1 - Primeiros passos',
      units: [
        ['Boas-vindas', 'Como o curso funciona e o que você vai precisar.', 'Free', 'none'],
        ['Mobilidade de quadril', 'Dez minutos de exercícios para soltar o quadril.', 'Premium', 'video'],
      ],
    },
    {
      title: 'Módulo 2 - Rotina diária',
      units: [
        ['Alongamento matinal', 'Uma sequência curta para começar o dia.', 'Premium', 'none'],
        [
          'Respiração e relaxamento',
          'Respiração guiada para fechar o dia. Envie um áudio contando como foi.',
          'Premium',
          'audio',
        ],
      ],
    },
  ] as const;
  let position = 0;
  for (const [order, module] of modules.entries()) {
    const { moduleId } = await saveCourseModule(svc, actor, { courseId, title: module.title, order });
    for (const [unitOrder, [title, description, unitType, participationType]] of module.units.entries())
      position = (
        await saveCourseUnit(svc, actor, {
          courseModuleId: moduleId,
          title,
          description,
          unitType,
          participationType,
          order: unitOrder,
        })
      ).position;
  }
  await svc.readModelsReached(position, 10_000);
}
