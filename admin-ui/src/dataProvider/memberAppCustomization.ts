import type { MemberAppBanner, MemberAppCustomization } from '@gym/contracts/memberAppCustomization/index';
import { adminRequest } from './request';

const CUSTOMIZATION_FIELDS =
  'colors { primary primaryText background text } logoUrl blocks { banners nextClass todayWorkout points unreadMessages }';
const BANNER_FIELDS = 'id imageUrl link title startDate endDate';

/** A banner as the console sends it: the period in dd/MM/yyyy. */
export interface MemberAppBannerForm {
  readonly imageUrl: string;
  readonly link: string;
  readonly title: string;
  readonly startDate: string;
  readonly endDate: string;
}

/** /admin/app/customize and /admin/banners (issue 25). */
export const memberAppCustomizationMethods = {
  memberAppCustomization: () =>
    adminRequest<{ memberAppCustomization: MemberAppCustomization }>(
      `query MemberAppCustomization { memberAppCustomization { ${CUSTOMIZATION_FIELDS} } }`,
    ).then((d) => d.memberAppCustomization),
  updateMemberAppCustomization: (input: MemberAppCustomization) =>
    adminRequest<{ updateMemberAppCustomization: MemberAppCustomization }>(
      `mutation UpdateMemberAppCustomization($input: MemberAppCustomizationInput!) { updateMemberAppCustomization(input: $input) { ${CUSTOMIZATION_FIELDS} } }`,
      { input },
    ).then((d) => d.updateMemberAppCustomization),
  memberAppBanners: () =>
    adminRequest<{ memberAppBanners: MemberAppBanner[] }>(
      `query MemberAppBanners { memberAppBanners { ${BANNER_FIELDS} } }`,
    ).then((d) => d.memberAppBanners),
  createMemberAppBanner: (input: MemberAppBannerForm) =>
    adminRequest<{ createMemberAppBanner: MemberAppBanner }>(
      `mutation CreateMemberAppBanner($input: MemberAppBannerInput!) { createMemberAppBanner(input: $input) { ${BANNER_FIELDS} } }`,
      { input },
    ).then((d) => d.createMemberAppBanner),
  updateMemberAppBanner: (id: string, input: MemberAppBannerForm) =>
    adminRequest<{ updateMemberAppBanner: MemberAppBanner }>(
      `mutation UpdateMemberAppBanner($id: ID!, $input: MemberAppBannerInput!) { updateMemberAppBanner(id: $id, input: $input) { ${BANNER_FIELDS} } }`,
      { id, input },
    ).then((d) => d.updateMemberAppBanner),
  deleteMemberAppBanner: (id: string) =>
    adminRequest<{ deleteMemberAppBanner: boolean }>(
      'mutation DeleteMemberAppBanner($id: ID!) { deleteMemberAppBanner(id: $id) }',
      { id },
    ).then((d) => d.deleteMemberAppBanner),
  reorderMemberAppBanners: (ids: readonly string[]) =>
    adminRequest<{ reorderMemberAppBanners: MemberAppBanner[] }>(
      `mutation ReorderMemberAppBanners($ids: [ID!]!) { reorderMemberAppBanners(ids: $ids) { ${BANNER_FIELDS} } }`,
      { ids },
    ).then((d) => d.reorderMemberAppBanners),
};
