import { Alert, Button, Container, Skeleton, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useContentPage } from '../api/get-content-page.ts';

interface ContentPageViewProps {
  /** The page is found by its slug (impressum, agb, daten, widerrufsrecht), never by position. */
  slug: string;
  /** Shown between the title and the page's text (the Impressum's seller data). */
  lead?: ReactNode;
}

/** Drops a leading <h2> that repeats the title: the page heading (h1) already says it. */
function withoutRepeatedTitle(html: string, title: string): string {
  const match = /^\s*<h2[^>]*>([\s\S]*?)<\/h2>/i.exec(html);
  if (!match) return html;
  const text = match[1]
    .replace(/<[^>]+>/g, '')
    .trim()
    .toLowerCase();
  return text === title.trim().toLowerCase() ? html.slice(match[0].length) : html;
}

/** A legal or information page from GET /pages/{slug}: its title as h1 and its (sanitised) HTML. */
export function ContentPageView({ slug, lead }: ContentPageViewProps) {
  const { t } = useTranslation('shop');
  const { data, isPending, error, refetch } = useContentPage(slug);

  if (isApiError(error) && error.status === 404) return <NotFoundPage />;

  return (
    <Container size="md" py="xl" component="article">
      {isPending ? (
        <Stack gap="md" aria-hidden="true">
          <Skeleton height={36} width="50%" />
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders while loading are identical and never reorder
              key={i}
              height={14}
              width={i % 3 === 2 ? '70%' : '100%'}
            />
          ))}
        </Stack>
      ) : error || !data ? (
        <Alert color="red" title={t('content.loadError')}>
          <Button variant="outline" color="red" size="xs" mt="xs" onClick={() => void refetch()}>
            {t('common:errors.retry')}
          </Button>
        </Alert>
      ) : (
        <>
          <Title order={1} mb="lg">
            {data.title}
          </Title>
          {lead}
          <RichText html={withoutRepeatedTitle(data.content_html, data.title)} />
        </>
      )}
    </Container>
  );
}
