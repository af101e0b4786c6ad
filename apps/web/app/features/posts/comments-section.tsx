import { Alert, Badge, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { Form, Link, useLocation, useNavigation } from 'react-router';
import { COMMENT_BODY_MAX, type TComment } from '@tawzeef/contract';
import { FormKeyField } from '../../components/form-key.tsx';
import { useI18n } from '../../i18n/index.ts';
import { formatDay, formatInteger } from '../../lib/format.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import type { TPostActionResult, TPostPageData } from './posts.server.ts';
import { POST_PATHS } from './post-paths.ts';

function CommentItem({ comment, canReport }: { comment: TComment; canReport: boolean }) {
  const { t, locale } = useI18n();
  const day = formatDay(comment.created_at, locale);
  return (
    <Paper withBorder p="md" radius="md" component="li" id={`comment-${comment.id}`} data-testid="comment" data-status={comment.status} style={{ listStyle: 'none' }}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs">
            <Text fw={600} size="sm" dir="auto">
              {comment.author_name}
            </Text>
            <Text size="xs" c="dimmed" component="time" dateTime={comment.created_at}>
              {day?.gregorian}
            </Text>
          </Group>
          {comment.status === 'pending' && (
            <Badge color="orange" variant="light" data-testid="comment-pending">
              {t('posts.comments.pending')}
            </Badge>
          )}
        </Group>
        {/* Plain text: whatever was typed (tags and links included) is shown as text, never as markup. */}
        <Text size="sm" className="comment-body" dir="auto" data-testid="comment-body">
          {comment.body}
        </Text>
        {(comment.is_mine || canReport) && (
          <Form method="post">
            <input type="hidden" name="comment" value={comment.id} />
            {comment.is_mine ? (
              <Button type="submit" name="intent" value="delete" variant="subtle" color="red" size="compact-xs" aria-label={t('posts.comments.deleteLabel')} data-testid="comment-delete">
                {t('posts.comments.delete')}
              </Button>
            ) : (
              <Button
                type="submit"
                name="intent"
                value="report"
                variant="subtle"
                color="gray"
                size="compact-xs"
                aria-label={t('posts.comments.reportLabel', { author: comment.author_name })}
                data-testid="comment-report"
              >
                {t('posts.comments.report')}
              </Button>
            )}
          </Form>
        )}
      </Stack>
    </Paper>
  );
}

/** The post's comments and the form to add one (logged-in accounts; a visitor is asked to log in and comes back here). */
export function CommentsSection({ page, result }: { page: TPostPageData; result?: TPostActionResult | undefined }) {
  const { t, locale, prefix } = useI18n();
  const navigation = useNavigation();
  // A new location (after a comment is sent) is a new, empty form.
  const location = useLocation();
  const { comments, post, isLoggedIn } = page;
  const published = post.comments_count;
  const back = withPrefix(prefix, `${POST_PATHS[post.kind]}/${post.id}`);
  const login = `${withPrefix(prefix, '/login')}?redirect=${encodeURIComponent(back)}`;
  const error = result?.intent === 'comment' ? result.errors?.body?.[0] : undefined;
  const hasMine = comments.items.some((comment) => comment.is_mine && comment.status === 'published');
  return (
    <Stack gap="md" component="section" id="comments" aria-labelledby="comments-title">
      <Title order={2} size="h3" id="comments-title">
        {t('posts.comments.title', { count: formatInteger(published, locale) ?? String(published) })}
      </Title>
      {comments.items.length === 0 ? (
        <Text c="dimmed" data-testid="comments-empty">
          {t('posts.comments.empty')}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} data-testid="comments">
          {comments.items.map((comment) => (
            <CommentItem key={comment.id} comment={comment} canReport={isLoggedIn && !comment.is_mine && comment.status === 'published'} />
          ))}
        </Stack>
      )}
      {comments.total > comments.page * comments.per_page && (
        <Button component={Link} to={`${back}?comments=${comments.page + 1}#comments`} variant="default" w="fit-content">
          {t('posts.comments.more')}
        </Button>
      )}
      {isLoggedIn ? (
        <Paper withBorder p="md" radius="md">
          <Form method="post" noValidate key={location.key}>
            <input type="hidden" name="intent" value="comment" />
            <FormKeyField formKey={page.formKey} />
            <Stack gap="sm">
              {result && !result.ok && result.intent === 'comment' && !error && (
                <Alert color="red" role="alert">
                  {result.message}
                </Alert>
              )}
              <Textarea
                name="body"
                label={t('posts.comments.label')}
                description={`${t('posts.comments.hint', { max: formatInteger(COMMENT_BODY_MAX, locale) ?? '' })}${hasMine ? '' : ` ${t('posts.comments.firstHint')}`}`}
                defaultValue={result?.intent === 'comment' ? (result.values?.body ?? '') : ''}
                error={error}
                required
                autosize
                minRows={3}
                maxRows={10}
                maxLength={COMMENT_BODY_MAX}
                dir="auto"
                data-testid="comment-input"
              />
              <Group justify="flex-end">
                <Button type="submit" loading={navigation.state === 'submitting' && navigation.formData?.get('intent') === 'comment'} data-testid="comment-submit">
                  {t('posts.comments.submit')}
                </Button>
              </Group>
            </Stack>
          </Form>
        </Paper>
      ) : (
        <Paper withBorder p="md" radius="md">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{t('posts.comments.loginHint')}</Text>
            <Button component={Link} to={login} data-testid="comment-login">
              {t('posts.comments.login')}
            </Button>
          </Group>
        </Paper>
      )}
    </Stack>
  );
}
