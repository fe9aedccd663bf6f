/** Branches (filiais), spec 000 'Branch (filial) form': admin scope. */
export const branchesAdminSdl = /* GraphQL */ `
  type Filial {
    id: ID!
    code: String!
    name: String!
    filialType: String!
    status: String!
    visibility: String!
    zipcode: String
    street: String
    number: String
    complement: String
    neighborhood: String
    city: String
    state: String
    gymId: String
    token: String
    passIntegration: String
    totalpassToken: String
    totalpassServiceProvider: String
    totalpassBearerToken: String
    totalpassPlanCode: String
  }
  input FilialInput {
    id: ID
    filialType: String
    name: String!
    code: String
    status: String
    visibility: String
    zipcode: String
    street: String
    number: String
    complement: String
    neighborhood: String
    city: String
    state: String
    gymId: String
    token: String
    passIntegration: String
    totalpassToken: String
    totalpassServiceProvider: String
    totalpassBearerToken: String
    totalpassPlanCode: String
  }
  type FilialPayload {
    filial: Filial!
  }
  "Address of a CEP from the postal-code service (ViaCEP's bairro, localidade, uf, logradouro)."
  type ZipcodeAddress {
    zipcode: String!
    street: String
    neighborhood: String
    city: String
    state: String
  }
  extend type Query {
    filials: [Filial!]!
    filial(id: ID, code: String): Filial
    zipcodeLookup(zipcode: String!): ZipcodeAddress
  }
  extend type Mutation {
    createOrUpdateFilial(input: FilialInput!): FilialPayload!
  }
`;
