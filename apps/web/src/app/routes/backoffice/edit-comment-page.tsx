// Edit a comment about a user (/edit-comment/{id}/{user_id}), backoffice.md §2.1, §2.7.
import { Container, Loader, Text, Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { useComment } from '../../../features/tasks/api/get-comment.ts';
import { CommentForm } from '../../../features/tasks/components/comment-form.tsx';
import { useTasksT } from '../../../features/tasks/components/use-tasks-t.ts';

export default function EditCommentPage() {
  const { t } = useTasksT();
  const { id, user_id: userId } = useParams();
  const navigate = useNavigate();
  const comment = useComment(Number(id));
  // Back to the list of the same person's comments, so the edited comment stays in view.
  const list = `/finished-tasks?user=${Number(userId) || comment.data?.user_id || ''}`;
  return (
    <Container size="md" py="lg">
      <Title order={1} size="h2" mb="md">
        {t('tasks:finished.comments')}
      </Title>
      {comment.isPending ? (
        <Loader />
      ) : comment.data ? (
        <CommentForm
          userId={Number(userId) || comment.data.user_id}
          comment={comment.data}
          back={list}
          onSaved={() => navigate(list)}
        />
      ) : (
        <Text c="red">{t('tasks:common.notFound')}</Text>
      )}
    </Container>
  );
}
