import type { ReactNode } from 'react';
import './shop-catalogue.ts';
import { useContentPage } from '../../../features/catalog/api/get-content-page.ts';
import { ContentPageView } from '../../../features/catalog/components/content-page-view.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';

/** Shared body of the legal page screens: the page by slug, named after its own title. */
export function ContentScreen({ slug, lead }: { slug: string; lead?: ReactNode }) {
  const { data } = useContentPage(slug);
  usePageTitle(data?.title);
  return <ContentPageView slug={slug} lead={lead} />;
}
