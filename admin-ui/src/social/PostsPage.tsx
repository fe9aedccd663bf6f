import { Box, Button, Card, CardActions, CardContent, CardMedia, Stack, TextField, Typography } from '@mui/material';
import { socialMessages as m } from '@gym/contracts/social/index';
import { formatDate } from '@gym/contracts/validation/date';
import { useState } from 'react';
import { Confirm, Loading, Title, useNotify } from 'react-admin';
import { useAdminMutation, useAdminQuery } from '../dataProvider/hooks';
import { errorMessage, useNotifyRequestError } from '../lib/notifyError';
import { UploadDropZone } from '../uploads/UploadDropZone';

/** /posts: staff publish to the gym's feed (text and an image) and see what they published. */
export const PostsPage = () => {
  const notify = useNotify();
  const onError = useNotifyRequestError();
  const posts = useAdminQuery(['posts'], (dp) => dp.posts(1), { onError });
  const [text, setText] = useState('');
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<string | null>(null);
  const create = useAdminMutation((dp, v: { text: string; imageUrl: string | null }) =>
    dp.createPost(v.text, v.imageUrl),
  );
  const remove = useAdminMutation((dp, id: string) => dp.deletePost(id));

  const publish = async () => {
    setError(null);
    try {
      await create.mutateAsync({ text, imageUrl });
      notify(m.postPublished, { type: 'success' });
      setText('');
      setImageUrl(null);
      await posts.refetch();
    } catch (e) {
      setError(errorMessage(e));
      onError(e);
    }
  };

  return (
    <Box sx={{ mt: 2, maxWidth: 720, minWidth: 0 }}>
      <Title title={m.postsTitle} />
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {m.newPost}
          </Typography>
          <Stack spacing={2}>
            <TextField
              label={m.postText}
              value={text}
              onChange={(e) => setText(e.target.value)}
              multiline
              minRows={3}
              error={error !== null}
              helperText={error ?? ' '}
              fullWidth
            />
            <UploadDropZone
              folder="images"
              label={m.postImage}
              value={imageUrl}
              onChange={setImageUrl}
              onUploadingChange={setUploading}
              testId="post-image"
            />
          </Stack>
        </CardContent>
        <CardActions>
          <Button variant="contained" onClick={publish} disabled={uploading || create.isPending}>
            {m.publish}
          </Button>
        </CardActions>
      </Card>
      {!posts.data ? (
        posts.isError ? null : (
          <Loading />
        )
      ) : posts.data.list.length === 0 ? (
        <Typography color="text.secondary">{m.noPosts}</Typography>
      ) : (
        <Stack spacing={2} data-testid="posts-list">
          {posts.data.list.map((post) => (
            <Card key={post.id} data-testid="post">
              {post.imageUrl ? (
                <CardMedia component="img" image={post.imageUrl} alt="" sx={{ maxHeight: 320 }} />
              ) : null}
              <CardContent>
                <Typography variant="body2" color="text.secondary">
                  {post.authorName} · {formatDate(post.publishedAt)}
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{post.text}</Typography>
              </CardContent>
              <CardActions>
                <Button color="error" onClick={() => setToDelete(post.id)}>
                  {m.delete}
                </Button>
              </CardActions>
            </Card>
          ))}
        </Stack>
      )}
      <Confirm
        isOpen={toDelete !== null}
        title={m.delete}
        content={m.confirmDeletePost}
        onConfirm={async () => {
          const id = toDelete;
          setToDelete(null);
          if (!id) return;
          try {
            await remove.mutateAsync(id);
            notify(m.postDeleted, { type: 'success' });
            await posts.refetch();
          } catch (e) {
            onError(e);
          }
        }}
        onClose={() => setToDelete(null)}
      />
    </Box>
  );
};

export default PostsPage;
