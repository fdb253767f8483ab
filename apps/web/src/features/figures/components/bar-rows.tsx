import { Box, Group, Stack, Text } from '@mantine/core';

interface BarRow {
  key: string | number;
  name: string;
  value: number;
  /** Shown right of the name (the value formatted, maybe with a note). */
  shown: string;
}

/**
 * Horizontal bars with the name and value written above each bar, so long names and small
 * values stay readable at 390 px (a bar of 0 is still a labelled row).
 */
export function BarRows({ rows, color }: { rows: BarRow[]; color: string }) {
  const max = Math.max(0, ...rows.map((r) => r.value));
  return (
    <Stack gap={8}>
      {rows.map((r) => (
        <div key={r.key}>
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm">{r.name}</Text>
            <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {r.shown}
            </Text>
          </Group>
          <Box h={10} bg="gray.1" style={{ borderRadius: 4 }}>
            <Box
              h={10}
              bg={color}
              w={`${max > 0 ? Math.max(0, (r.value / max) * 100) : 0}%`}
              style={{ borderRadius: 4 }}
            />
          </Box>
        </div>
      ))}
    </Stack>
  );
}
