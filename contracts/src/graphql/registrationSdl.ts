/**
 * The public registration wizard's calls on /global/graphql (spec 000 section 7, createAccount):
 * the answer is the account's id, name and code and its owner's id, name, lastName, email, phone and
 * a token that signs the owner in. The avatar is an address (a URL) until the upload service lands.
 */
export const registrationGlobalSdl = /* GraphQL */ `
  type AccountOwner {
    id: ID!
    name: String!
    lastName: String!
    email: String!
    phone: String
    token: String!
  }
  type CreatedAccount {
    id: ID!
    name: String!
    code: String!
    owner: AccountOwner!
  }
  "Address of a CEP from the postal-code service, for the wizard's third step."
  type ZipcodeAddress {
    zipcode: String!
    street: String
    neighborhood: String
    city: String
    state: String
  }
  extend type Query {
    zipcodeLookup(zipcode: String!): ZipcodeAddress
  }
  type Mutation {
    createAccount(
      name: String!
      lastName: String!
      email: String!
      phone: String!
      password: String
      atuationType: String!
      "personal (default) or gym: the wizard's Personal / Academia choice (issue 35)"
      accountType: String
      category: String!
      subcategory: String
      cref: String
      cpf: String!
      avatar: String
      zipcode: String!
      street: String!
      number: String!
      complement: String
      neighborhood: String!
      city: String!
      state: String!
    ): CreatedAccount!
  }
`;
