import { socialMessages } from '@gym/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE_ACCOUNT, SAVE_STUDENT, startTestServer, type TestServer } from '../testing/testServer.testkit.ts';

const ADMIN = '/demo/admin/graphql';
const MEMBER = '/demo/graphql';
const CREATE_POST =
  'mutation($t: String!, $i: String) { createPost(text: $t, imageUrl: $i) { id text imageUrl authorName } }';
const COMMENT =
  'mutation($id: ID!, $m: String!) { createComment(commentableType: "post", commentableId: $id, message: $m) { id message byStaff author { name } } }';
const WIDGET = '{ dashboardComments(days: 7) { lastDaysCommentsTotal list { id message author { name } } } }';
const MODERATION =
  'query($s: String) { generalComments(status: $s) { totalEntries list { id status message byStaff replyToId } } }';

/** Posts and comments over HTTP: staff publish, a member comments, the widget counts it, staff moderate. */
describe('posts and comments over HTTP', () => {
  let t: TestServer;
  let admin: string;
  let member: string;
  let postId: string;

  beforeAll(async () => {
    t = await startTestServer();
    admin = await t.adminToken();
    const email = 'membro@social.com.br';
    const saved = await t.gql(ADMIN, SAVE_STUDENT, { input: { name: 'Mara', lastName: 'Membro', email } }, admin);
    expect(saved.errors).toBeUndefined();
    const signUp = await t.gql(
      MEMBER,
      'mutation { signUp(name: "Outra", lastName: "Pessoa", email: "outra@social.com.br", password: "senha-boa-1") { token } }',
    );
    member = signUp.data.signUp.token;
  });
  afterAll(() => t.close());

  it('publishes a post with an image; bad input gets pt-BR errors and writes nothing', async () => {
    const head = await t.server.services.eventStore.headPosition();
    const bad = await t.gql(ADMIN, CREATE_POST, { t: '   ', i: 'não é endereço' }, admin);
    expect(bad.errors?.[0]?.extensions.fields.map((f) => f.message)).toEqual([
      socialMessages.textRequired,
      socialMessages.invalidImage,
    ]);
    expect(await t.server.services.eventStore.headPosition()).toBe(head);
    const created = await t.gql(ADMIN, CREATE_POST, { t: 'Aulão sábado!', i: 'https://cdn.exemplo.com/a.png' }, admin);
    expect(created.errors).toBeUndefined();
    expect(created.data.createPost).toMatchObject({ text: 'Aulão sábado!', authorName: 'Admin Demo' });
    postId = created.data.createPost.id;
    const feed = await t.gql(MEMBER, '{ posts { totalEntries list { id text } } }', {}, member);
    expect(feed.data.posts.list).toEqual([{ id: postId, text: 'Aulão sábado!' }]);
  });

  it("a member's comment shows in the widget and the moderation list; hidden, it leaves both counts", async () => {
    const c = await t.gql(MEMBER, COMMENT, { id: postId, m: 'Estarei lá!' }, member);
    expect(c.errors).toBeUndefined();
    expect(c.data.createComment).toMatchObject({
      message: 'Estarei lá!',
      byStaff: false,
      author: { name: 'Outra Pessoa' },
    });
    const commentId = c.data.createComment.id;
    const widget = await t.gql(ADMIN, WIDGET, {}, admin);
    expect(widget.data.dashboardComments).toEqual({
      lastDaysCommentsTotal: 1,
      list: [{ id: commentId, message: 'Estarei lá!', author: { name: 'Outra Pessoa' } }],
    });
    const reply = await t.gql(
      ADMIN,
      'mutation($id: ID!) { replyComment(id: $id, message: "Te esperamos!") { byStaff replyToId } }',
      { id: commentId },
      admin,
    );
    expect(reply.data.replyComment).toEqual({ byStaff: true, replyToId: commentId });
    expect((await t.gql(ADMIN, WIDGET, {}, admin)).data.dashboardComments.lastDaysCommentsTotal).toBe(1);
    const hidden = await t.gql(
      ADMIN,
      'mutation($id: ID!) { hideComment(id: $id) { status } }',
      { id: commentId },
      admin,
    );
    expect(hidden.data.hideComment.status).toBe('hidden');
    expect((await t.gql(ADMIN, WIDGET, {}, admin)).data.dashboardComments).toEqual({
      lastDaysCommentsTotal: 0,
      list: [],
    });
    const onPost = await t.gql(
      MEMBER,
      'query($id: ID!) { comments(commentableType: "post", commentableId: $id) { list { message } } }',
      { id: postId },
      member,
    );
    expect(onPost.data.comments.list).toEqual([{ message: 'Te esperamos!' }]);
    expect((await t.gql(ADMIN, MODERATION, { s: 'hidden' }, admin)).data.generalComments.list).toEqual([
      { id: commentId, status: 'hidden', message: 'Estarei lá!', byStaff: false, replyToId: null },
    ]);
    await t.gql(ADMIN, 'mutation($id: ID!) { deleteComment(id: $id) { id } }', { id: commentId }, admin);
    expect((await t.gql(ADMIN, MODERATION, {}, admin)).data.generalComments.totalEntries).toBe(1);
  });

  it('refuses a comment on an unknown item, an empty one, and one from a visitor', async () => {
    const unknown = await t.gql(MEMBER, COMMENT, { id: 'nada', m: 'Oi' }, member);
    expect(unknown.errors?.[0]?.extensions.fields).toEqual([
      { path: ['commentableId'], message: socialMessages.commentableNotFound },
    ]);
    const empty = await t.gql(MEMBER, COMMENT, { id: postId, m: '  ' }, member);
    expect(empty.errors?.[0]?.extensions.fields[0]?.message).toBe(socialMessages.messageRequired);
    const visitor = await t.gql(MEMBER, COMMENT, { id: postId, m: 'Oi' });
    expect(visitor.data).toBeNull();
  });

  it("another account's staff cannot see, hide or comment on this account's posts", async () => {
    const op = await t.operatorToken();
    await t.gql(
      '/alderaan/graphql',
      CREATE_ACCOUNT,
      {
        input: {
          name: 'Academia S',
          code: 'academia-s',
          owner: { name: 'S', lastName: 'Dona', email: 's@s.com.br', password: 'senha-da-s1' },
        },
      },
      op,
    );
    const other = await t.login('academia-s', 's@s.com.br', 'senha-da-s1');
    expect(
      (await t.gql('/academia-s/admin/graphql', '{ posts { totalEntries } }', {}, other)).data.posts.totalEntries,
    ).toBe(0);
    const del = await t.gql(
      '/academia-s/admin/graphql',
      'mutation($id: ID!) { deletePost(id: $id) { id } }',
      { id: postId },
      other,
    );
    expect(del.errors?.[0]?.message).toBe(socialMessages.postNotFound);
    const comment = await t.gql('/academia-s/graphql', COMMENT, { id: postId, m: 'Oi' }, other);
    expect(comment.errors?.[0]?.extensions.fields[0]?.message).toBe(socialMessages.commentableNotFound);
  });
});
