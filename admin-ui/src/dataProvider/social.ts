import { adminRequest } from './request';

export interface Post {
  readonly id: string;
  readonly authorName: string;
  readonly text: string;
  readonly imageUrl: string | null;
  readonly publishedAt: string;
}
export interface Comment {
  readonly id: string;
  readonly message: string;
  readonly author: { readonly id: string | null; readonly name: string; readonly avatar: string | null };
  readonly commentableId: string;
  readonly commentableType: string;
  /** The item's name when commented (null on older comments). */
  readonly commentableName: string | null;
  readonly replyToId: string | null;
  readonly byStaff: boolean;
  readonly status: 'visible' | 'hidden';
  readonly createdAt: string;
}
export interface Paged<T> {
  readonly list: readonly T[];
  readonly page: number;
  readonly totalEntries: number;
  readonly totalPages: number;
}

const POST = 'id authorName text imageUrl publishedAt';
const COMMENT =
  'id message commentableId commentableType commentableName replyToId byStaff status createdAt author { id name avatar }';
const POSTS = `query Posts($page: Int) { posts(page: $page) { page totalEntries totalPages list { ${POST} } } }`;
const CREATE_POST = `mutation CreatePost($text: String!, $imageUrl: String) { createPost(text: $text, imageUrl: $imageUrl) { ${POST} } }`;
const DELETE_POST = 'mutation DeletePost($id: ID!) { deletePost(id: $id) { id } }';
const COMMENTS = `query GeneralComments($page: Int, $status: String) {
  generalComments(page: $page, status: $status) { page totalEntries totalPages list { ${COMMENT} } }
}`;
const HIDE = `mutation HideComment($id: ID!) { hideComment(id: $id) { ${COMMENT} } }`;
const DELETE = 'mutation DeleteComment($id: ID!) { deleteComment(id: $id) { id } }';
const REPLY = `mutation ReplyComment($id: ID!, $message: String!) { replyComment(id: $id, message: $message) { ${COMMENT} } }`;

/** Posts (/posts) and the moderation of comments (/general_comments). */
export const socialMethods = {
  posts: (page = 1) => adminRequest<{ posts: Paged<Post> }>(POSTS, { page }).then((d) => d.posts),
  createPost: (text: string, imageUrl: string | null) =>
    adminRequest<{ createPost: Post }>(CREATE_POST, { text, imageUrl }).then((d) => d.createPost),
  deletePost: (id: string) => adminRequest(DELETE_POST, { id }),
  generalComments: (page = 1, status: string | null = null) =>
    adminRequest<{ generalComments: Paged<Comment> }>(COMMENTS, { page, status }).then((d) => d.generalComments),
  hideComment: (id: string) => adminRequest<{ hideComment: Comment }>(HIDE, { id }).then((d) => d.hideComment),
  deleteComment: (id: string) => adminRequest(DELETE, { id }),
  replyComment: (id: string, message: string) =>
    adminRequest<{ replyComment: Comment }>(REPLY, { id, message }).then((d) => d.replyComment),
};
