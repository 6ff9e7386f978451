import { Center, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ShellControls } from './ShellControls.tsx';

interface EntryLayoutProps {
  title: string;
  children: ReactNode;
}

/** The screens before a dashboard (login, organisation, guest entry): one panel in the middle. */
export function EntryLayout({ title, children }: EntryLayoutProps) {
  return (
    <>
      <ShellControls />
      <Center component="main" mih="100vh" p="md">
        <Paper withBorder shadow="md" p="xl" w="100%" maw={440}>
          <Stack gap="lg">
            <Title order={1} size="h3">
              {title}
            </Title>
            {children}
          </Stack>
        </Paper>
      </Center>
    </>
  );
}
