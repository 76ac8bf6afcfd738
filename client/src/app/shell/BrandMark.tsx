import { Group, Image, Text } from '@mantine/core';

export interface BrandMarkProps {
  size?: number;
}

export function BrandMark({ size = 28 }: BrandMarkProps) {
  return (
    <Group gap={8} wrap="nowrap" miw={0}>
      <Image src="/icon-192.png" alt="" w={size} h={size} style={{ flexShrink: 0 }} />
      <Text fw={700} size="lg" c="canopy.8" truncate="end">
        Canopy
      </Text>
    </Group>
  );
}
