import { Container, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of a seller portal page: its heading and content, the full width up to the container's. */
export function SellerPage({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Container size="xl" py="lg" w="100%">
      {title ? (
        <Title order={1} mb="md" fz={{ base: '1.4rem', sm: '1.7rem' }}>
          {title}
        </Title>
      ) : null}
      {children}
    </Container>
  );
}
