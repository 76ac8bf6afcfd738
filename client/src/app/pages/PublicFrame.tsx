import type { ReactNode } from 'react';
import { Box, Center, Paper, Stack, Title } from '@mantine/core';
import { BrandMark } from '../shell/BrandMark';

export interface PublicFrameProps {
  title: string;
  children: ReactNode;
  /** Customer documents are wider than the sign-in card. */
  width?: number;
}

/** Public pages: no navigation bar, just the brand and one card. */
export function PublicFrame({ title, children, width = 400 }: PublicFrameProps) {
  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Box w="100%" maw={width}>
        <Stack gap="md">
          <Center>
            <BrandMark size={36} />
          </Center>
          <Paper withBorder shadow="xs" p="lg" component="main">
            <Stack gap="md">
              <Title order={1} size="h3">
                {title}
              </Title>
              {children}
            </Stack>
          </Paper>
        </Stack>
      </Box>
    </Center>
  );
}
