/** requestPresignedUpload as the tenant-isolation suite calls it on the admin and account endpoints. */
export const uploadTenantCalls = {
  requestPresignedUpload: {
    query:
      'mutation { requestPresignedUpload(filename: "a.png", contentType: "image/png", folder: "images") { presignedUpload { url key } } }',
  },
};
export const uploadMemberTenantCalls = {
  requestPresignedUpload: {
    query:
      'mutation { requestPresignedUpload(filename: "a.png", contentType: "image/png", folder: "avatars") { presignedUpload { url key } } }',
  },
};
