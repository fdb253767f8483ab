import { Button, Container, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

interface MessagePageProps {
  title: string;
  text: string;
  actionLabel: string;
  actionTo: string;
}

/** A page that only says one thing (not found, no access) with one way onward. */
export function MessagePage({ title, text, actionLabel, actionTo }: MessagePageProps) {
  return (
    <Container size="sm" py={64} ta="center">
      <Title order={1} mb="md">
        {title}
      </Title>
      <Text size="lg" mb="xl">
        {text}
      </Text>
      <Button component={Link} to={actionTo}>
        {actionLabel}
      </Button>
    </Container>
  );
}
