import { demo } from '@gym/app';
import { FixedClock } from '@gym/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberWithRole } from '../accountSettings/staff.testkit.ts';
import { CREATE_ACCOUNT, startTestServer, type TestServer } from '../testing/testServer.testkit.ts';

const ADMIN = `/${demo.accountCode}/admin/graphql`;
const MEMBER = `/${demo.accountCode}/graphql`;
const CUSTOMIZE = `mutation($input: MemberAppCustomizationInput!) { updateMemberAppCustomization(input: $input) {
  colors { primary primaryText background text } logoUrl blocks { banners nextClass todayWorkout points unreadMessages } } }`;
const CONFIG = `{ memberAppConfig { colors { primary primaryText background text } logoUrl
  blocks { banners nextClass todayWorkout points unreadMessages } banners { id title link imageUrl startDate endDate } } }`;
const CREATE =
  'mutation($i: MemberAppBannerInput!) { createMemberAppBanner(input: $i) { id title startDate endDate } }';
const UPDATE =
  'mutation($id: ID!, $i: MemberAppBannerInput!) { updateMemberAppBanner(id: $id, input: $i) { id title link } }';
const LIST = '{ memberAppBanners { id title } }';
const REORDER = 'mutation($ids: [ID!]!) { reorderMemberAppBanners(ids: $ids) { id } }';
const DELETE = 'mutation($id: ID!) { deleteMemberAppBanner(id: $id) }';
const image = 'https://exemplo.com.br/banner.png';

/** /admin/app/customize and /admin/banners over HTTP, and what the app reads (issue 25). */
describe('member app customisation and banners over HTTP', () => {
  let t: TestServer;
  let admin: string;
  const clock = new FixedClock('2026-11-24T15:00:00.000Z'); // Tuesday 12:00 in São Paulo
  const config = async () => (await t.gql(MEMBER, CONFIG)).data.memberAppConfig;
  const ourEvents = async () =>
    (await t.server.services.eventStore.readAll(0, 1_000_000)).filter(
      (e) => e.type.startsWith('MemberAppBanner') || e.type === 'MemberAppCustomized',
    );
  beforeAll(async () => {
    t = await startTestServer({ clock });
    admin = await t.adminToken();
  });
  afterAll(() => t.close());

  it('answers the demo its seeded banner, and the defaults to anyone before a save', async () => {
    const seeded = (await config()).banners;
    expect(seeded).toEqual([
      expect.objectContaining({
        title: 'Aula experimental grátis',
        imageUrl: '/static/app/demo-banner.svg',
        link: null,
      }),
    ]);
    // The rest of this suite starts from no banner.
    expect((await t.gql(ADMIN, DELETE, { id: seeded[0].id }, admin)).data.deleteMemberAppBanner).toBe(true);
    expect(await config()).toEqual({
      colors: { primary: '#3949AB', primaryText: '#FFFFFF', background: '#F6F6F8', text: '#1D1D1F' },
      logoUrl: null,
      blocks: { banners: true, nextClass: true, todayWorkout: true, points: true, unreadMessages: true },
      banners: [],
    });
    const manifest = await (await fetch(`${t.url}/${demo.accountCode}/app/manifest.webmanifest`)).json();
    expect(manifest.theme_color.toUpperCase()).toBe('#3949AB');
  });

  it('saves colours, logo and blocks; the app and the manifest follow; the same save records nothing', async () => {
    const input = {
      colors: { primary: '#c62828', text: '#101010' },
      logoUrl: 'https://exemplo.com.br/logo.png',
      blocks: { points: false, todayWorkout: false },
    };
    const saved = await t.gql(ADMIN, CUSTOMIZE, { input }, admin);
    expect(saved.errors).toBeUndefined();
    expect(saved.data.updateMemberAppCustomization).toEqual({
      colors: { primary: '#C62828', primaryText: null, background: null, text: '#101010' },
      logoUrl: 'https://exemplo.com.br/logo.png',
      blocks: { banners: true, nextClass: true, todayWorkout: false, points: false, unreadMessages: true },
    });
    expect(await config()).toMatchObject({
      colors: { primary: '#C62828', primaryText: '#FFFFFF', background: '#F6F6F8', text: '#101010' },
      logoUrl: 'https://exemplo.com.br/logo.png',
      blocks: { points: false, todayWorkout: false, nextClass: true },
    });
    const manifest = await (await fetch(`${t.url}/${demo.accountCode}/app/manifest.webmanifest`)).json();
    expect(manifest.theme_color).toBe('#C62828');
    await t.gql(ADMIN, CUSTOMIZE, { input }, admin);
    expect((await ourEvents()).filter((e) => e.type === 'MemberAppCustomized')).toHaveLength(1);
  });

  it('refuses a colour that is not #RRGGBB and a logo that is not an address, writing nothing', async () => {
    const before = (await ourEvents()).length;
    for (const primary of ['red', '#fff', '#12345g', 'url(x)']) {
      const bad = await t.gql(ADMIN, CUSTOMIZE, { input: { colors: { primary } } }, admin);
      expect(bad.errors?.[0]?.message).toBe('Cor inválida: use o formato #RRGGBB');
    }
    const logo = await t.gql(ADMIN, CUSTOMIZE, { input: { logoUrl: 'javascript:alert(1)' } }, admin);
    expect(logo.errors?.[0]?.message).toBe('Endereço de imagem inválido');
    expect((await ourEvents()).length).toBe(before);
    expect((await config()).colors.primary).toBe('#C62828');
  });

  it('lists, creates, edits, orders and deletes banners; the app gets only those in period, in order', async () => {
    const make = async (title: string, startDate: string, endDate: string) => {
      const result = await t.gql(ADMIN, CREATE, { i: { imageUrl: image, title, startDate, endDate } }, admin);
      expect(result.errors).toBeUndefined();
      return result.data.createMemberAppBanner as { id: string; startDate: string; endDate: string };
    };
    const now = await make('Black Friday', '20/11/2026', '24/11/2026');
    expect(now).toMatchObject({ startDate: '2026-11-20', endDate: '2026-11-24' });
    const later = await make('Natal', '25/11/2026', '25/12/2026');
    const always = await make('Aulas novas', '01/01/2026', '31/12/2026');
    expect((await t.gql(ADMIN, LIST, {}, admin)).data.memberAppBanners.map((b: { title: string }) => b.title)).toEqual([
      'Black Friday',
      'Natal',
      'Aulas novas',
    ]);
    expect((await config()).banners.map((b: { title: string }) => b.title)).toEqual(['Black Friday', 'Aulas novas']);

    const edited = await t.gql(
      ADMIN,
      UPDATE,
      {
        id: always.id,
        i: {
          imageUrl: image,
          title: 'Aulas novas!',
          link: 'https://exemplo.com.br/aulas',
          startDate: '01/01/2026',
          endDate: '31/12/2026',
        },
      },
      admin,
    );
    expect(edited.data.updateMemberAppBanner).toEqual({
      id: always.id,
      title: 'Aulas novas!',
      link: 'https://exemplo.com.br/aulas',
    });
    await t.gql(ADMIN, REORDER, { ids: [always.id, later.id, now.id] }, admin);
    expect((await config()).banners.map((b: { title: string }) => b.title)).toEqual(['Aulas novas!', 'Black Friday']);

    // The next day in São Paulo (the injected clock): Black Friday is over, Natal begins.
    clock.set('2026-11-25T03:30:00.000Z');
    admin = await t.adminToken(); // the session of the day before has expired
    expect((await config()).banners.map((b: { title: string }) => b.title)).toEqual(['Aulas novas!', 'Natal']);

    expect((await t.gql(ADMIN, DELETE, { id: later.id }, admin)).data.deleteMemberAppBanner).toBe(true);
    expect((await config()).banners.map((b: { title: string }) => b.title)).toEqual(['Aulas novas!']);
    const again = await t.gql(ADMIN, DELETE, { id: later.id }, admin);
    expect(again.errors?.[0]?.message).toBe('Banner não encontrado');

    // With the banners block off, the app gets none.
    await t.gql(ADMIN, CUSTOMIZE, { input: { colors: { primary: '#C62828' }, blocks: { banners: false } } }, admin);
    expect((await config()).banners).toEqual([]);
    await t.gql(ADMIN, CUSTOMIZE, { input: { colors: { primary: '#C62828' } } }, admin);
  });

  it('refuses bad periods, a missing image and a hostile link, writing nothing', async () => {
    const before = (await ourEvents()).length;
    const refuse = async (i: Record<string, unknown>, message: string) => {
      const result = await t.gql(
        ADMIN,
        CREATE,
        { i: { imageUrl: image, startDate: '01/12/2026', endDate: '10/12/2026', ...i } },
        admin,
      );
      expect(result.errors?.[0]?.message).toBe(message);
    };
    await refuse({ startDate: '2026-12-01' }, 'Data inválida: use o formato dd/mm/aaaa');
    await refuse({ endDate: '30/02/2026' }, 'Data inválida: use o formato dd/mm/aaaa');
    await refuse({ endDate: '30/11/2026' }, 'A data final deve ser igual ou posterior à data inicial');
    await refuse({ imageUrl: '' }, 'Envie a imagem do banner');
    await refuse({ link: 'javascript:alert(1)' }, 'Link inválido: use um endereço começando com https:// ou http://');
    await refuse({ title: 'x'.repeat(81) }, 'Use no máximo 80 caracteres');
    const unknown = await t.gql(ADMIN, REORDER, { ids: Array.from({ length: 40 }, (_, i) => `id-${i}`) }, admin);
    expect(unknown.errors?.[0]?.message).toBe('Banner não encontrado');
    const huge = await t.gql(ADMIN, REORDER, { ids: Array.from({ length: 50_000 }, (_, i) => `id-${i}`) }, admin);
    expect(huge.errors?.length).toBeGreaterThan(0);
    expect((await ourEvents()).length).toBe(before);
  });

  it('is for managers and admins: a coach is refused, a manager may save', async () => {
    const coach = await memberWithRole(t, demo.accountCode, 'coach', 'coach-app@demo.com.br');
    const refused = await t.gql(ADMIN, LIST, {}, coach);
    expect(refused.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const manager = await memberWithRole(t, demo.accountCode, 'manager', 'gerente-app@demo.com.br');
    const saved = await t.gql(
      ADMIN,
      CREATE,
      { i: { imageUrl: image, title: 'Do gerente', startDate: '01/11/2026', endDate: '30/11/2026' } },
      manager,
    );
    expect(saved.errors).toBeUndefined();
  });

  it("keeps each gym's look and banners to itself", async () => {
    const op = await t.operatorToken();
    const created = await t.gql(
      '/alderaan/graphql',
      CREATE_ACCOUNT,
      {
        input: {
          name: 'Academia B',
          code: 'academia-b',
          owner: { name: 'Bia', lastName: 'Dona', email: 'bia@b.com.br', password: 'senha-da-bia' },
        },
      },
      op,
    );
    expect(created.errors).toBeUndefined();
    const b = await t.gql('/academia-b/graphql', CONFIG);
    expect(b.data.memberAppConfig).toMatchObject({ colors: { primary: '#3949AB' }, logoUrl: null, banners: [] });
    const tokenB = await t.login('academia-b', 'bia@b.com.br', 'senha-da-bia');
    expect((await t.gql('/academia-b/admin/graphql', LIST, {}, tokenB)).data.memberAppBanners).toEqual([]);
    const ofA = (await t.gql(ADMIN, LIST, {}, admin)).data.memberAppBanners[0].id as string;
    const cross = await t.gql('/academia-b/admin/graphql', DELETE, { id: ofA }, tokenB);
    expect(cross.errors?.[0]?.message).toBe('Banner não encontrado');
    // B's token at A's address is refused.
    const atA = await t.gql(ADMIN, LIST, {}, tokenB);
    expect(atA.errors?.[0]?.extensions.code).toMatch(/FORBIDDEN|UNAUTHENTICATED/);
    expect((await t.gql(ADMIN, LIST, {}, admin)).data.memberAppBanners.length).toBeGreaterThan(0);
  });
});
