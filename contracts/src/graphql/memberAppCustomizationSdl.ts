/** The member app's colours, logo, home blocks and banners (issue 25; ours: the spec names no call). */
const types = /* GraphQL */ `
  type MemberAppColors {
    primary: String
    primaryText: String
    background: String
    text: String
  }
  type MemberAppHomeBlocks {
    banners: Boolean!
    nextClass: Boolean!
    todayWorkout: Boolean!
    points: Boolean!
    unreadMessages: Boolean!
  }
  type MemberAppBanner {
    id: ID!
    imageUrl: String!
    link: String
    title: String
    "yyyy-MM-dd (São Paulo), both days included."
    startDate: String!
    endDate: String!
  }
`;

/** The member endpoint: what the app reads before and after signing in (public). */
export const memberAppCustomizationAccountSdl = /* GraphQL */ `
  ${types}
  type MemberAppConfig {
    "The gym's colours over the app's defaults (always all four, #RRGGBB)."
    colors: MemberAppColors!
    logoUrl: String
    blocks: MemberAppHomeBlocks!
    "The banners inside their period today (São Paulo), in the gym's order."
    banners: [MemberAppBanner!]!
  }
  extend type Query {
    memberAppConfig: MemberAppConfig!
    "How many of the signed-in member's messages have something unread (a new message or a gym's reply)."
    memberAppUnreadMessages: Int!
  }
  extend type Mutation {
    "The member opened their messages: everything until now is read; answers the unread count (0)."
    markInboxRead: Int!
  }
`;

/** The console: /admin/app/customize and /admin/banners (managers and admins). */
export const memberAppCustomizationAdminSdl = /* GraphQL */ `
  ${types}
  type MemberAppCustomization {
    "Only the colours the gym set (null keeps the app's default)."
    colors: MemberAppColors!
    logoUrl: String
    blocks: MemberAppHomeBlocks!
  }
  input MemberAppColorsInput {
    primary: String
    primaryText: String
    background: String
    text: String
  }
  input MemberAppHomeBlocksInput {
    banners: Boolean
    nextClass: Boolean
    todayWorkout: Boolean
    points: Boolean
    unreadMessages: Boolean
  }
  input MemberAppCustomizationInput {
    colors: MemberAppColorsInput
    logoUrl: String
    blocks: MemberAppHomeBlocksInput
  }
  input MemberAppBannerInput {
    imageUrl: String!
    link: String
    title: String
    "dd/MM/yyyy"
    startDate: String!
    "dd/MM/yyyy"
    endDate: String!
  }
  extend type Query {
    memberAppCustomization: MemberAppCustomization!
    "Every banner of the gym, in order (past and future ones too)."
    memberAppBanners: [MemberAppBanner!]!
  }
  extend type Mutation {
    updateMemberAppCustomization(input: MemberAppCustomizationInput!): MemberAppCustomization!
    createMemberAppBanner(input: MemberAppBannerInput!): MemberAppBanner!
    updateMemberAppBanner(id: ID!, input: MemberAppBannerInput!): MemberAppBanner!
    deleteMemberAppBanner(id: ID!): Boolean!
    "The banners in their new order (every id of the gym's banners, once)."
    reorderMemberAppBanners(ids: [ID!]!): [MemberAppBanner!]!
  }
`;
