import { Text } from '@mantine/core';

/** A form-level error in red under the form (storefront §8), announced to screen readers. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Text c="red.9" size="sm" fw={600} role="alert">
      {message}
    </Text>
  );
}
