/**
 * Campaigns (spec 002 'Mensagens Automáticas'). createOrUpdateCampaign is the spec's; the list and
 * one-campaign queries are not named there: `campaigns(page)` and `campaign(id)` are ours, as is
 * `campaignDeliveries(campaignId, page)` (the delivery log) and `campaignOutbox(page)` (the embedded
 * default's e-mail outbox, this account's mails only).
 */
export const campaignSdl = /* GraphQL */ `
  type Campaign {
    id: ID!
    title: String!
    description: String!
    status: String!
    activity: String!
    templateType: String!
    segmentValue: String
    frequency: String!
    time: String
    notificationChannel: String!
    senderEmail: String
    senderName: String
    "Blind-copy recipients, comma-separated."
    toBcc: String
    createdAt: String!
    updatedAt: String!
  }
  type CampaignsPage {
    list: [Campaign!]!
    page: Int!
    totalEntries: Int!
    totalPages: Int!
  }
  type CampaignDelivery {
    id: ID!
    campaignId: ID!
    studentId: ID!
    studentName: String!
    channel: String!
    recipient: String!
    subject: String!
    status: String!
    error: String
    attempts: Int!
    at: String!
  }
  type CampaignDeliveriesPage {
    list: [CampaignDelivery!]!
    page: Int!
    totalEntries: Int!
    totalPages: Int!
  }
  "An e-mail the embedded default kept instead of sending (the outbox page)."
  type OutboxMail {
    id: ID!
    to: [String!]!
    bcc: [String!]!
    fromName: String
    fromEmail: String
    subject: String!
    html: String!
    sentAt: String!
  }
  type OutboxPage {
    list: [OutboxMail!]!
    page: Int!
    totalEntries: Int!
    totalPages: Int!
  }
  input CampaignInput {
    id: ID
    title: String!
    description: String!
    status: String
    activity: String
    templateType: String
    segmentValue: String
    frequency: String
    time: String
    notificationChannel: String
    senderEmail: String
    senderName: String
    toBcc: String
  }
  extend type Query {
    campaigns(page: Int): CampaignsPage!
    campaign(id: ID!): Campaign
    campaignDeliveries(campaignId: ID!, page: Int): CampaignDeliveriesPage!
    campaignOutbox(page: Int): OutboxPage!
  }
  extend type Mutation {
    "Returns the campaign id (spec 002)."
    createOrUpdateCampaign(input: CampaignInput!): ID!
  }
`;
