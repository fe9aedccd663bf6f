const ID = '00000000-0000-4000-8000-000000000000';
/** The social calls of the admin endpoint, for tenancy/tenantIsolation.int.test.ts. */
export const socialAdminCalls: Record<string, { query: string; variables?: Record<string, unknown> }> = {
  posts: { query: '{ posts { totalEntries } }' },
  generalComments: { query: '{ generalComments { totalEntries } }' },
  createPost: { query: 'mutation { createPost(text: "Intruso") { id } }' },
  deletePost: { query: 'mutation($id: ID!) { deletePost(id: $id) { id } }', variables: { id: ID } },
  hideComment: { query: 'mutation($id: ID!) { hideComment(id: $id) { id } }', variables: { id: ID } },
  deleteComment: { query: 'mutation($id: ID!) { deleteComment(id: $id) { id } }', variables: { id: ID } },
  replyComment: { query: 'mutation($id: ID!) { replyComment(id: $id, message: "Oi") { id } }', variables: { id: ID } },
};
/** The social calls of the member endpoint. */
export const socialMemberCalls: Record<string, { query: string; variables?: Record<string, unknown> }> = {
  posts: { query: '{ posts { totalEntries } }' },
  comments: {
    query: 'query($id: ID!) { comments(commentableType: "post", commentableId: $id) { totalEntries } }',
    variables: { id: ID },
  },
  createComment: {
    query: 'mutation($id: ID!) { createComment(commentableType: "post", commentableId: $id, message: "Oi") { id } }',
    variables: { id: ID },
  },
};
