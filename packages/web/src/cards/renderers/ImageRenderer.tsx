import { Image } from '@mantine/core';
import type { CardRendererProps } from '../card-renderer-props.ts';
import { CardStateView } from '../components/CardStateView.tsx';
import { safeImageSource } from '../components/safe-url.ts';
import { cardText } from './card-text.ts';

/** An inserted image, described by the card's title; an unsafe or missing address shows the empty state. */
export function ImageRenderer({ title, definition }: CardRendererProps) {
  const source = safeImageSource(cardText(definition));
  if (source === null) return <CardStateView state="empty" onRetry={null} />;
  return <Image src={source} alt={title} fit="contain" h="100%" w="100%" />;
}
