import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '@gym/app';
import { reviewMessages } from '@gym/contracts';
import { memberAccountMessages as a } from '@gym/contracts/memberApp/accountMessages';
import { memberContentMessages as w } from '@gym/contracts/memberApp/contentMessages';
import { browserUnavailableReason } from './browser.testkit.ts';
import { newConsolePage, openConsoleSession, signInAsDemoAdmin, type ConsoleSession } from './console.testkit.ts';
import { openAppTab } from './memberAppNav.testkit.ts';

const skipReason = browserUnavailableReason();
if (skipReason) console.warn(`[e2e skipped] ${skipReason}`);

const MEMBER = `/${demo.accountCode}/graphql`;
const saoPauloToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

/**
 * The member app's Treinos and Cursos tabs at 375 px in real Chromium (issue 25 item 2): a member with a plan
 * opens today's workout from Início and records a personal best in place, which the console's records screen
 * then shows; a course of their plan opens a lesson; the last workouts stay readable offline.
 */
describe.skipIf(skipReason !== null)(
  'member app workouts and courses in Chromium at 375 px',
  { timeout: 240_000 },
  () => {
    let page: Page;
    let session: ConsoleSession;
    const base = () => `${session.server.url}/${demo.accountCode}`;
    const seen = (text: string | RegExp, on: Page = page) =>
      expect.poll(() => on.getByText(text).count(), { timeout: 30_000 }).toBeGreaterThan(0);
    const noOverflow = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    beforeAll(async () => {
      session = await openConsoleSession({}, { width: 375, height: 740 });
      ({ page } = session);
      const gql = session.adminGql;
      const admin = (
        await gql('mutation($e:String!,$p:String!){ login(email:$e, password:$p){ token } }', {
          e: demo.admin.email,
          p: demo.admin.password,
        })
      ).login.token as string;
      const branch = (
        await gql(
          'mutation { createOrUpdateFilial(input: { name: "Unidade Online", filialType: "online" }) { filial { id } } }',
          {},
          admin,
        )
      ).createOrUpdateFilial.filial.id;
      const program = async (name: string) =>
        (
          await gql(
            'mutation($i: ProgramInput!) { createOrUpdateProgram(input: $i) { program { id } } }',
            { i: { name, filialId: branch } },
            admin,
          )
        ).createOrUpdateProgram.program.id as string;
      const functional = await program('Funcional');
      const swimming = await program('Natação');
      const plan = (
        await gql(
          'mutation($p: [ID!]) { createOrUpdatePlan(input: { name: "Plano Funcional", value: 9900, programIds: $p }) { plan { id } } }',
          { p: [functional] },
          admin,
        )
      ).createOrUpdatePlan.plan.id;
      const response = await fetch(`${session.server.url}${MEMBER}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query:
            'mutation { signUp(name:"Caio", lastName:"Treino", email:"caio@app.com.br", password:"segredo123", passwordConfirmation:"segredo123") { id } }',
        }),
      });
      const caio = ((await response.json()) as any).data.signUp.id as string;
      const sold = await gql(
        'mutation($u: ID!, $p: ID!) { createOrUpdatePlanToUser(userId: $u, planId: $p, paymentMethod: "pix", status: "active") { id } }',
        { u: caio, p: plan },
        admin,
      );
      expect(sold.createOrUpdatePlanToUser.id).toBeTruthy();
      const routine = await gql(
        'mutation($i: WorkoutRoutineInput!) { workoutGroupRoutine(input: $i) { workoutRoutine { id isDraft } } }',
        {
          i: {
            name: 'Funcional diário',
            startDate: saoPauloToday(),
            target: 'programs',
            programIds: [functional],
            weekDayIds: [],
            workoutGroups: [
              {
                name: 'Treino A - Peito',
                workouts: [
                  {
                    name: 'Principal',
                    exerciseWorkouts: [
                      { exerciseId: 'starter-supino-reto', series: '3', reps: '12', weight: '20kg', restTime: '60s' },
                    ],
                  },
                ],
              },
            ],
          },
        },
        admin,
      );
      expect(routine.workoutGroupRoutine.workoutRoutine.isDraft).toBe(false);
      const course = async (title: string, programIds: string[]) => {
        const id = (
          await gql(
            'mutation($t: String!, $p: [ID!]) { createOrUpdateCourse(title: $t, description: "Curso do app", status: "active", programIds: $p) { course { id } } }',
            { t: title, p: programIds },
            admin,
          )
        ).createOrUpdateCourse.course.id;
        const moduleId = (
          await gql(
            'mutation($c: ID!) { createOrUpdateCourseModule(courseId: $c, title: "Módulo 1") { courseModule { id } } }',
            { c: id },
            admin,
          )
        ).createOrUpdateCourseModule.courseModule.id;
        await gql(
          'mutation($m: ID!, $t: String) { createOrUpdateUnitByCourseModule(courseModuleId: $m, title: $t, description: "Postura e respiração", unitType: "Premium", participationType: "video", videoUrl: "https://videos.exemplo.com.br/aula.mp4") { unit { id } } }',
          { m: moduleId, t: `Aula 1 de ${title}` },
          admin,
        );
      };
      await course('Funcional em casa', [functional]);
      await course('Natação para iniciantes', [swimming]);
    });

    afterAll(async () => {
      await session?.close();
    });

    it("opens today's workout from Início and records a personal best in place", async () => {
      await page.goto(`${base()}/app/`);
      await page.getByLabel('E-mail').fill('caio@app.com.br');
      await page.getByLabel('Senha').fill('segredo123');
      await page.getByRole('button', { name: 'Entrar', exact: true }).click();
      await page.getByRole('heading', { name: 'Olá, Caio!' }).waitFor();
      const today = page.getByTestId('todays-workout');
      await expect.poll(() => today.getByText('Treino A - Peito').count(), { timeout: 30_000 }).toBe(1);
      await noOverflow();
      await today.getByRole('button', { name: w.openWorkout }).click();
      await page.getByRole('heading', { name: w.workouts, level: 1 }).waitFor();
      const entry = page.getByTestId('exercise-entry').filter({ hasText: 'Supino reto com barra' });
      await expect.poll(() => entry.count(), { timeout: 30_000 }).toBe(1);
      await expect.poll(() => entry.textContent()).toContain('Séries 3 · Reps 12 · Carga 20kg · Descanso 60s');
      await expect.poll(() => entry.getByTestId('best-record').textContent()).toBe(`${w.myRecord}: ${w.noRecord}`);
      await noOverflow();
      await entry.getByLabel(w.recordValue('kg')).fill('0');
      await entry.getByRole('button', { name: w.saveRecord }).click();
      await seen(w.invalidRecord);
      await entry.getByLabel(w.recordValue('kg')).fill('61,5');
      await entry.getByRole('button', { name: w.saveRecord }).click();
      await seen(w.newBest);
      await expect
        .poll(() => entry.getByTestId('best-record').textContent(), { timeout: 30_000 })
        .toBe(`${w.myRecord}: 61,5 kg`);
    });

    it("reviews the workout from Treinos ('Avaliar treino'), which the staff's reviews list shows by its name", async () => {
      const group = page.getByTestId('workout-group').filter({ hasText: 'Treino A - Peito' });
      await group.getByText(w.reviewWorkout, { exact: true }).click();
      const form = group.getByRole('form', { name: `${a.rating}: Treino A - Peito` });
      await form.getByRole('button', { name: a.sendReview }).click();
      await seen(reviewMessages.allFields);
      await form.getByRole('radio', { name: a.stars(4) }).click();
      await form.getByLabel(a.comment).fill('Bom para o peito');
      await noOverflow();
      await form.getByRole('button', { name: a.sendReview }).click();
      await seen(a.reviewed);
      const admin = (
        await session.adminGql('mutation($e:String!,$p:String!){ login(email:$e, password:$p){ token } }', {
          e: demo.admin.email,
          p: demo.admin.password,
        })
      ).login.token as string;
      const list = await session.adminGql(
        'query($t: String) { reviews(reviewableType: $t) { list { rating comment userName item { title } } } }',
        { t: 'workout_group' },
        admin,
      );
      expect(list.reviews.list).toContainEqual({
        rating: 4,
        comment: 'Bom para o peito',
        userName: 'Caio Treino',
        item: { title: 'Treino A - Peito' },
      });
    });

    it("shows the member's record on the console's records screen", async () => {
      const desk = await newConsolePage(session.browser);
      try {
        await signInAsDemoAdmin(desk, session.consoleUrl);
        await desk.goto(`${session.consoleUrl}/records`);
        await desk.getByLabel('Aluno').fill('Caio');
        await desk.getByRole('option', { name: 'Caio Treino' }).click();
        await seen('Supino reto com barra', desk);
        await seen(/^61,5 kg em \d{2}\/\d{2}\/\d{4}$/, desk);
      } finally {
        await desk.close();
      }
    });

    it("lists the courses of the member's plan and opens a lesson", async () => {
      await openAppTab(page, w.courses);
      await page.getByRole('heading', { name: w.courses, level: 1 }).waitFor();
      await seen('Funcional em casa');
      await expect.poll(() => page.getByText('Natação para iniciantes').count()).toBe(0);
      await noOverflow();
      await page.getByRole('button', { name: /Funcional em casa/ }).click();
      await page.getByRole('heading', { name: 'Funcional em casa', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Aula 1 de Funcional em casa' }).click();
      const lesson = page.getByTestId('lesson');
      await lesson.getByRole('heading', { name: 'Aula 1 de Funcional em casa' }).waitFor();
      await expect
        .poll(() => lesson.locator('video').getAttribute('src'))
        .toBe('https://videos.exemplo.com.br/aula.mp4');
      await seen('Postura e respiração');
      await noOverflow();
      // A participation from the lesson: the file goes to the participations upload, then submitParticipation.
      await lesson.getByRole('button', { name: w.sendParticipation }).click();
      await seen(w.mediaRequired);
      await lesson.getByLabel(w.participationFile).setInputFiles({
        name: 'minha-aula.webm',
        mimeType: 'video/webm',
        buffer: Buffer.alloc(4096, 1),
      });
      await lesson.getByLabel(w.participationComment).fill('Fiz a aula toda');
      await lesson.getByRole('button', { name: w.sendParticipation }).click();
      await seen(w.participationSent);
      await expect.poll(() => lesson.getByText(w.participationStatus.pending!).count(), { timeout: 30_000 }).toBe(1);
    });

    it('keeps the last workouts readable offline', async () => {
      await expect
        .poll(
          () => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? null),
          {
            timeout: 30_000,
          },
        )
        .toBe('activated');
      // The worker holds the lazily loaded Treinos chunk (found in the main script when it installed).
      const cached = await page.evaluate(async () =>
        (await (await caches.open('member-app-v1')).keys()).map((r) => new URL(r.url).pathname),
      );
      expect(cached.some((p) => /^\/static\/app\/assets\/Workouts-[\w-]+\.js$/.test(p))).toBe(true);
      await page.context().setOffline(true);
      try {
        await page.reload();
        await page.getByRole('heading', { name: 'Olá, Caio!' }).waitFor();
        await expect
          .poll(() => page.getByTestId('todays-workout').getByText('Treino A - Peito').count(), { timeout: 30_000 })
          .toBe(1);
        await openAppTab(page, w.workouts);
        await seen(w.offlineWorkouts);
        await seen('Supino reto com barra');
        await seen(`${w.myRecord}: 61,5 kg`);
      } finally {
        await page.context().setOffline(false);
      }
    });
  },
);
