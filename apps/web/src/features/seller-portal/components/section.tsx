import '@mantine/core/styles/Paper.css';
import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One part of a seller order's page: a bordered box with its heading, named for screen readers. */
export function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title} data-testid={testId}>
      <Title order={2} fz="1.15rem" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
