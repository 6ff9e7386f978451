import { Divider, Text } from '@mantine/core';
import type { CardRendererProps } from '../card-renderer-props.ts';

/** A divider between groups of cards, labelled with the section's title. */
export function SectionRenderer({ title }: CardRendererProps) {
  return (
    <Divider
      my="xs"
      labelPosition="left"
      label={
        <Text fw={700} size="lg" c="var(--mantine-color-text)">
          {title}
        </Text>
      }
      data-testid="section-divider"
    />
  );
}
