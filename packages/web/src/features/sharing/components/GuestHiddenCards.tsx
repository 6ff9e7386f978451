import { Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import { cardRegistry } from '@mirante/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { queryKeys } from '../../../api/query-keys.ts';
import { useI18n } from '../../../app/i18n/useI18n.ts';
import { useDashboardEditor } from '../../dashboard-grid/editor/useDashboardEditor.ts';
import { fetchCustomComponents } from '../api/custom-components-api.ts';
import {
  GUEST_HIDDEN_REASON_KEYS,
  type GuestHiddenCard,
  guestHiddenCards,
  universeCardLookup,
} from '../guest-hidden-cards.ts';

/** The dashboard's cards that guests will not see, and why (core's guest-view rules). */
export function GuestHiddenCards() {
  const { t } = useI18n();
  const { dashboard } = useDashboardEditor();
  // Custom components are looked up only when the dashboard holds one.
  const needsCustom = dashboard.cards.some((card) => !cardRegistry.has(card.id));
  const custom = useQuery({
    queryKey: queryKeys.customComponents(dashboard.universeId),
    queryFn: ({ signal }) => fetchCustomComponents(dashboard.universeId, signal),
    enabled: needsCustom,
  });
  const components = custom.data?.components;
  const hidden = useMemo(
    () => guestHiddenCards(dashboard, universeCardLookup(components ?? [])),
    [dashboard, components],
  );

  const titleOf = ({ card, definition }: GuestHiddenCard) =>
    card.title || definition?.props.label || (definition ? t(definition.props.title) : card.id);

  return (
    <Stack gap="xs" component="section" aria-labelledby="guest-hidden-title">
      <Title order={3} size="h5" id="guest-hidden-title">
        {t('publish.guestHidden.title')}
      </Title>
      {needsCustom && custom.isPending ? (
        <Text size="sm" c="dimmed">
          {t('app.loading')}
        </Text>
      ) : hidden.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('publish.guestHidden.none')}
        </Text>
      ) : (
        <List spacing={4} size="sm" listStyleType="none" aria-labelledby="guest-hidden-title">
          {hidden.map((entry) => (
            <List.Item key={entry.card.uid}>
              <Group gap="xs" wrap="nowrap" justify="space-between">
                <Text size="sm" lineClamp={1}>
                  {titleOf(entry)}
                </Text>
                <Badge variant="light" color="gray" tt="none" style={{ flexShrink: 0 }}>
                  {t(GUEST_HIDDEN_REASON_KEYS[entry.reason])}
                </Badge>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
