import { Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { IMAGE_CONTENT_TYPES } from '@mirante/core';
import { IconUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../api/http-client.ts';
import { useI18n } from '../../../app/i18n/useI18n.ts';
import { useDashboardEditor } from '../../dashboard-grid/editor/useDashboardEditor.ts';
import { uploadDashboardImage } from '../api/dashboard-settings-api.ts';

/** The logo shown in the header: uploaded to the dashboard's images, or removed. */
export function LogoSection() {
  const { t } = useI18n();
  const { dashboard, edit } = useDashboardEditor();
  const upload = useMutation({
    mutationFn: (file: File) => uploadDashboardImage(dashboard.universeId, dashboard.id, file),
    onSuccess: (image) => edit({ logo: image.url }),
  });
  // The server's refusals (kind, size) say what to change; anything else asks to try again.
  const error =
    upload.error instanceof ApiError && upload.error.code === 'VALIDATION'
      ? upload.error.message
      : upload.error
        ? t('dashboardSettings.logoFailed')
        : null;

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('dashboardSettings.logo')}
      </Text>
      {dashboard.logo ? (
        <Image src={dashboard.logo} alt={t('dashboardSettings.logoAlt')} h={48} w="auto" fit="contain" />
      ) : null}
      <Group gap="xs">
        <FileButton
          accept={IMAGE_CONTENT_TYPES.join(',')}
          onChange={(file) => {
            if (file) upload.mutate(file);
          }}
        >
          {(props) => (
            <Button
              {...props}
              variant="light"
              leftSection={<IconUpload size={16} aria-hidden />}
              loading={upload.isPending}
            >
              {t('dashboardSettings.logoUpload')}
            </Button>
          )}
        </FileButton>
        {dashboard.logo ? (
          <Button variant="subtle" color="red" onClick={() => edit({ logo: null })}>
            {t('dashboardSettings.logoRemove')}
          </Button>
        ) : null}
      </Group>
      {error ? (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
