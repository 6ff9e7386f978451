import { Box, Paper, Title } from '@mantine/core';
import type { CardHeight } from '@mirante/core';
import type { ReactNode } from 'react';
import { AUTO_BODY_MIN_PX, CARD_HEIGHT_PX } from './card-heights.ts';

export type CardState = 'loading' | 'empty' | 'error' | 'ready';

interface CardFrameProps {
  cardId: string;
  title: string;
  height: CardHeight;
  state: CardState;
  children: ReactNode;
}

/** The chrome every card shares; `data-card-id` and `data-state` let tests and tools wait for a card. */
export function CardFrame({ cardId, title, height, state, children }: CardFrameProps) {
  const heightPx = CARD_HEIGHT_PX[height];
  return (
    <Paper
      component="section"
      withBorder
      p="md"
      h={heightPx ?? undefined}
      data-card-id={cardId}
      data-state={state}
      aria-busy={state === 'loading'}
      style={{ display: 'flex', flexDirection: 'column' }}
    >
      <Title order={2} size="h5" mb="xs" lineClamp={1}>
        {title}
      </Title>
      <Box style={{ flex: 1, minHeight: heightPx === null ? AUTO_BODY_MIN_PX : 0, position: 'relative' }}>
        {children}
      </Box>
    </Paper>
  );
}
