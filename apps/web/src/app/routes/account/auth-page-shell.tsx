import '@mantine/core/styles/Paper.css';
import { Container, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame the small auth pages share: one h1, an intro, a card. */
export function AuthPageShell({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <Container size={480} py="xl">
      <Title order={1} mb="xs">
        {title}
      </Title>
      {intro ? <Text mb="lg">{intro}</Text> : null}
      <Paper withBorder p="lg" radius="md">
        {children}
      </Paper>
    </Container>
  );
}
