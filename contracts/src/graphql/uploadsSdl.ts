/** Spec 001 section 7: requestPresignedUpload(filename, contentType, folder) → presignedUpload { url fields key fileUrl }. */
export const presignedUploadTypesSdl = /* GraphQL */ `
  "A JSON object: the extra headers to send with the PUT."
  scalar UploadFields

  type PresignedUpload {
    "Where to PUT the raw file (a signed address of our server that expires in 15 minutes)."
    url: String!
    fields: UploadFields!
    key: String!
    "Where the file can be read once uploaded."
    fileUrl: String!
  }

  type PresignedUploadPayload {
    presignedUpload: PresignedUpload!
  }
`;
export const uploadsSdl = /* GraphQL */ `
  ${presignedUploadTypesSdl}
  extend type Mutation {
    "folder: one of the spec's upload folders; without it, videos."
    requestPresignedUpload(filename: String!, contentType: String!, folder: String): PresignedUploadPayload!
  }
`;
