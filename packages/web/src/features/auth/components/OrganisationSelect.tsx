import { Badge, Button, Stack, Text, Title } from '@mantine/core';
import type { UniverseSummary } from '@mirante/core';
import { useNavigate } from 'react-router';
import { useI18n } from '../../../app/i18n/useI18n.ts';

interface OrganisationSelectProps {
  universes: UniverseSummary[];
}

export function OrganisationSelect({ universes }: OrganisationSelectProps) {
  const { t } = useI18n();
  const navigate = useNavigate();

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('organisation.select')}
      </Title>
      {universes.length === 0 && <Text c="dimmed">{t('error.405')}</Text>}
      {universes.map((universe) => (
        <Button
          key={`${universe.accountId}/${universe.universeId}`}
          variant="light"
          justify="space-between"
          fullWidth
          // The name gives way (ellipsis) before the staging badge does.
          styles={{ section: { flexShrink: 0 } }}
          rightSection={
            universe.isStaging ? (
              <Badge color="yellow" variant="light">
                {t('organisation.staging')}
              </Badge>
            ) : null
          }
          onClick={() => navigate(`/${universe.accountId}/${universe.universeId}/dashboard`)}
        >
          {universe.name}
        </Button>
      ))}
    </Stack>
  );
}
