/**
 * Posts and comments (spec 000 'social'; spec 002 section 3 'Post and comment': id, message, author (name, avatar
 * uri), commentableId, commentableType). The operation names are ours: the spec shows none.
 */
const socialTypes = /* GraphQL */ `
  type Post {
    id: ID!
    authorName: String!
    text: String!
    imageUrl: String
    publishedAt: String!
  }
  type PostsPage {
    list: [Post!]!
    page: Int!
    totalEntries: Int!
    totalPages: Int!
  }
  type CommentAuthor {
    id: ID
    name: String!
    avatar: String
  }
  type Comment {
    id: ID!
    message: String!
    author: CommentAuthor!
    commentableId: ID!
    commentableType: String!
    "The item's name when commented (workout group, course, lesson, class or the post's start)."
    commentableName: String
    replyToId: ID
    byStaff: Boolean!
    status: String!
    createdAt: String!
  }
  type CommentsPage {
    list: [Comment!]!
    page: Int!
    totalEntries: Int!
    totalPages: Int!
  }
  type DeletedItem {
    id: ID!
  }
`;

export const socialAdminSdl = /* GraphQL */ `
  ${socialTypes}
  extend type Query {
    posts(page: Int): PostsPage!
    "Every comment of the account, newest first; status visible or hidden narrows it."
    generalComments(page: Int, status: String): CommentsPage!
  }
  extend type Mutation {
    createPost(text: String!, imageUrl: String): Post!
    deletePost(id: ID!): DeletedItem!
    hideComment(id: ID!): Comment!
    deleteComment(id: ID!): DeletedItem!
    replyComment(id: ID!, message: String!): Comment!
  }
`;

export const socialMemberSdl = /* GraphQL */ `
  ${socialTypes}
  extend type Query {
    posts(page: Int): PostsPage!
    "The visible comments of a post or a class, oldest first."
    comments(commentableType: String!, commentableId: ID!, page: Int): CommentsPage!
  }
  extend type Mutation {
    createComment(commentableType: String!, commentableId: ID!, message: String!): Comment!
  }
`;
