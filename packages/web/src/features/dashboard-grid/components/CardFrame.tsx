import { Box, Group, Paper, Text, Title } from '@mantine/core';
import type { CardHeight } from '@mirante/core';
import type { ReactNode, Ref } from 'react';
import { AUTO_BODY_MIN_PX, CARD_HEIGHT_PX } from './card-heights.ts';

export type CardState = 'loading' | 'empty' | 'error' | 'ready';

interface CardFrameProps {
  cardId: string;
  title: string;
  height: CardHeight;
  state: CardState;
  /** The card's menu (exports, table view, full screen), beside the title; null for none. */
  menu?: ReactNode;
  /** Before the title: the drag handle, for editors. */
  handle?: ReactNode;
  /** The editor's short note, under the title. */
  annotation?: string | null;
  /** The frame element, for full screen. */
  frameRef?: Ref<HTMLElement>;
  /** In full screen the card fills the screen instead of its height preset. */
  fullscreen?: boolean;
  children: ReactNode;
}

/** The chrome every card shares; `data-card-id` and `data-state` let tests and tools wait for a card. */
export function CardFrame({
  cardId,
  title,
  height,
  state,
  menu = null,
  handle = null,
  annotation = null,
  frameRef,
  fullscreen = false,
  children,
}: CardFrameProps) {
  const heightPx = CARD_HEIGHT_PX[height];
  return (
    <Paper
      ref={frameRef}
      component="section"
      withBorder
      p="md"
      h={fullscreen ? '100vh' : (heightPx ?? undefined)}
      data-card-id={cardId}
      data-state={state}
      aria-busy={state === 'loading'}
      style={{ display: 'flex', flexDirection: 'column' }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs" mb="xs">
        <Group wrap="nowrap" gap={4} miw={0}>
          {handle}
          <Title order={2} size="h5" lineClamp={1}>
            {title}
          </Title>
        </Group>
        {menu}
      </Group>
      {annotation ? (
        <Text size="sm" c="dimmed" mt={-4} mb="xs" lineClamp={3} data-testid="card-annotation">
          {annotation}
        </Text>
      ) : null}
      <Box style={{ flex: 1, minHeight: heightPx === null ? AUTO_BODY_MIN_PX : 0, position: 'relative' }}>
        {children}
      </Box>
    </Paper>
  );
}
