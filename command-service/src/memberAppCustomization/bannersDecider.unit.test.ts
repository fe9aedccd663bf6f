import { memberAppBannerInputSchema, type MemberAppBannerEvent } from '@gym/contracts/memberAppCustomization/index';
import { NotFoundError, ValidationError } from '@gym/platform';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing/deciderSpec.testkit.ts';
import { bannersDecider, bannersShownOn } from './bannersDecider.ts';

const now = '2026-11-24T12:00:00.000Z';
const fields = {
  imageUrl: 'https://exemplo.com.br/a.png',
  link: null,
  title: 'Black Friday',
  startDate: '2026-11-20',
  endDate: '2026-11-30',
};
const added = (bannerId: string, over: Partial<typeof fields> = {}): MemberAppBannerEvent => ({
  type: 'MemberAppBannerAdded',
  data: { accountId: 'a1', bannerId, ...fields, ...over, addedAt: now },
});
const spec = deciderSpec(bannersDecider);

describe('banners decider', () => {
  it('adds a banner at the end', () => {
    spec
      .given([added('b1')])
      .when({ type: 'AddBanner', data: { accountId: 'a1', bannerId: 'b2', banner: fields, now } })
      .then([added('b2')]);
  });

  it('changes a banner, and an unchanged save records nothing', () => {
    spec
      .given([added('b1')])
      .when({
        type: 'ChangeBanner',
        data: { accountId: 'a1', bannerId: 'b1', banner: { ...fields, link: 'https://x.com.br' }, now },
      })
      .then([
        {
          type: 'MemberAppBannerChanged',
          data: { accountId: 'a1', bannerId: 'b1', ...fields, link: 'https://x.com.br', changedAt: now },
        },
      ]);
    spec
      .given([added('b1')])
      .when({ type: 'ChangeBanner', data: { accountId: 'a1', bannerId: 'b1', banner: fields, now } })
      .thenNothingHappens();
  });

  it('refuses to change, delete or order a banner it does not have', () => {
    spec
      .given([added('b1')])
      .when({ type: 'ChangeBanner', data: { accountId: 'a1', bannerId: 'zz', banner: fields, now } })
      .thenThrows(NotFoundError, 'Banner não encontrado');
    spec
      .given([
        added('b1'),
        { type: 'MemberAppBannerRemoved', data: { accountId: 'a1', bannerId: 'b1', removedAt: now } },
      ])
      .when({ type: 'RemoveBanner', data: { accountId: 'a1', bannerId: 'b1', now } })
      .thenThrows(NotFoundError, 'Banner não encontrado');
    spec
      .given([added('b1'), added('b2')])
      .when({ type: 'ReorderBanners', data: { accountId: 'a1', order: ['b2', 'b2'], now } })
      .thenThrows(NotFoundError, 'Banner não encontrado');
  });

  it('reorders with every id once, and the order is the state', () => {
    spec
      .given([added('b1'), added('b2')])
      .when({ type: 'ReorderBanners', data: { accountId: 'a1', order: ['b2', 'b1'], now } })
      .then([{ type: 'MemberAppBannersReordered', data: { accountId: 'a1', order: ['b2', 'b1'], reorderedAt: now } }]);
    spec
      .given([added('b1'), added('b2')])
      .when({ type: 'ReorderBanners', data: { accountId: 'a1', order: ['b1', 'b2'], now } })
      .thenNothingHappens();
    const events = [
      added('b1'),
      added('b2'),
      added('b3'),
      { type: 'MemberAppBannersReordered', data: { accountId: 'a1', order: ['b3', 'b1', 'b2'], reorderedAt: now } },
    ] as MemberAppBannerEvent[];
    expect(events.reduce(bannersDecider.evolve, []).map((b) => b.id)).toEqual(['b3', 'b1', 'b2']);
  });

  it('refuses a 31st banner', () => {
    const thirty = Array.from({ length: 30 }, (_, i) => added(`b${i}`));
    spec
      .given(thirty)
      .when({ type: 'AddBanner', data: { accountId: 'a1', bannerId: 'x', banner: fields, now } })
      .thenThrows(ValidationError, 'Limite de 30 banners atingido: exclua um banner antes de criar outro');
  });

  it('shows only the banners whose period includes the day, both ends included', () => {
    const state = [
      added('past', { endDate: '2026-11-19' }),
      added('now'),
      added('later', { startDate: '2026-12-01', endDate: '2026-12-31' }),
    ].reduce(bannersDecider.evolve, []);
    expect(bannersShownOn(state, '2026-11-20').map((b) => b.id)).toEqual(['now']);
    expect(bannersShownOn(state, '2026-11-30').map((b) => b.id)).toEqual(['now']);
    expect(bannersShownOn(state, '2026-12-01').map((b) => b.id)).toEqual(['later']);
  });
});

describe('banner input', () => {
  const parse = (input: Record<string, unknown>) => memberAppBannerInputSchema.safeParse(input);
  const valid = { imageUrl: 'https://exemplo.com.br/a.png', startDate: '20/11/2026', endDate: '30/11/2026' };
  it('takes dd/MM/yyyy dates and keeps them as yyyy-MM-dd', () => {
    expect(parse(valid).data).toEqual({
      ...valid,
      link: null,
      title: null,
      startDate: '2026-11-20',
      endDate: '2026-11-30',
    });
  });
  it("takes an uploaded file's address or this server's own path, never another site's without a scheme", () => {
    expect(parse({ ...valid, imageUrl: '/static/app/demo-banner.svg' }).success).toBe(true);
    for (const imageUrl of ['//evil.com.br/a.png', '/\\evil.com.br/a.png', 'data:image/png;base64,AAAA', 'a.png'])
      expect(parse({ ...valid, imageUrl }).error?.issues[0]?.message).toBe('Endereço de imagem inválido');
  });
  it('refuses impossible dates, an end before the start, a missing image and a script link', () => {
    expect(parse({ ...valid, startDate: '31/02/2026' }).error?.issues[0]?.message).toBe(
      'Data inválida: use o formato dd/mm/aaaa',
    );
    expect(parse({ ...valid, endDate: '19/11/2026' }).error?.issues[0]?.message).toBe(
      'A data final deve ser igual ou posterior à data inicial',
    );
    expect(parse({ ...valid, imageUrl: '' }).error?.issues[0]?.message).toBe('Envie a imagem do banner');
    expect(parse({ ...valid, link: 'javascript:alert(1)' }).error?.issues[0]?.message).toBe(
      'Link inválido: use um endereço começando com https:// ou http://',
    );
  });
});
