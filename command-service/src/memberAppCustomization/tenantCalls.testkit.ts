/** A minimal valid call of every customisation and banner root field (issue 25), for the tenant-isolation suite. */
const someId = '00000000-0000-4000-8000-000000000000';
const banner = {
  imageUrl: 'https://exemplo.com.br/banner.png',
  startDate: '01/01/2026',
  endDate: '31/12/2026',
};

export const memberAppCustomizationAdminCalls: Record<string, { query: string; variables?: Record<string, unknown> }> =
  {
    memberAppCustomization: { query: '{ memberAppCustomization { logoUrl } }' },
    updateMemberAppCustomization: {
      query: 'mutation { updateMemberAppCustomization(input: { colors: { primary: "#112233" } }) { logoUrl } }',
    },
    memberAppBanners: { query: '{ memberAppBanners { id } }' },
    createMemberAppBanner: {
      query: 'mutation($i: MemberAppBannerInput!) { createMemberAppBanner(input: $i) { id } }',
      variables: { i: banner },
    },
    updateMemberAppBanner: {
      query: 'mutation($id: ID!, $i: MemberAppBannerInput!) { updateMemberAppBanner(id: $id, input: $i) { id } }',
      variables: { id: someId, i: banner },
    },
    deleteMemberAppBanner: {
      query: 'mutation($id: ID!) { deleteMemberAppBanner(id: $id) }',
      variables: { id: someId },
    },
    reorderMemberAppBanners: {
      query: 'mutation($ids: [ID!]!) { reorderMemberAppBanners(ids: $ids) { id } }',
      variables: { ids: [someId] },
    },
  };

export const memberAppCustomizationMemberCalls: Record<string, { query: string; variables?: Record<string, unknown> }> =
  {
    memberAppUnreadMessages: { query: '{ memberAppUnreadMessages }' },
    markInboxRead: { query: 'mutation { markInboxRead }' },
  };
