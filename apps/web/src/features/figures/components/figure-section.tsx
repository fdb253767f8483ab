import '@mantine/core/styles/Tabs.css';
import { Box, Paper, Tabs, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  id: string;
  title: string;
  /** What the picture shows, in words (the chart's text alternative; the table has every number). */
  summary: string;
  chart: ReactNode;
  table: ReactNode;
}

/**
 * A section of the figures screen: a panel named by its heading (`{id}-title`), found by its id in the journeys, with
 * a line saying what it counts where that needs saying.
 */
export function FigurePanel({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`${id}-title`} data-testid={id}>
      <Title order={2} size="h4" id={`${id}-title`} mb={hint ? 4 : 'sm'}>
        {title}
      </Title>
      {hint ? (
        <Text size="sm" c="dimmed" mb="sm">
          {hint}
        </Text>
      ) : null}
      {children}
    </Paper>
  );
}

/** One picture of the figures with its numbers: the chart, and the same numbers as a table (exportable). */
export function FigureSection({ id, title, summary, chart, table }: Props) {
  const { t } = useTranslation('figures');
  return (
    <FigurePanel id={id} title={title}>
      <Tabs defaultValue="chart" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="chart">{t('view.chart')}</Tabs.Tab>
          <Tabs.Tab value="table" data-testid={`${id}-table-tab`}>
            {t('view.table')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="chart" pt="sm">
          <Box role="img" aria-label={summary}>
            {chart}
          </Box>
        </Tabs.Panel>
        <Tabs.Panel value="table" pt="sm">
          {table}
        </Tabs.Panel>
      </Tabs>
    </FigurePanel>
  );
}
