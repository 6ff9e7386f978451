/** Remote feature flags that gate the card library (spec §6). All off by default but share management. */
export const FEATURE_FLAGS = [
  'competitiveCards',
  'studioDev',
  'studioPlus',
  'impressCards',
  'brandHealth',
  'stockCards',
  'pdfImporter',
  'uploadHistory',
  'textSearch',
  'annotationLogs',
  'chatAiSuggestions',
  'tagTreeFilter',
  'importer',
  'channelsByGroup',
  'groupShare',
  'tagsShare',
  'themesShare',
  'filterSelection',
  'postTagImporter',
  'postSamplingProjection',
  'operatorLogs',
  'productivityChart',
  'productivityCard',
  'backlogTable',
  'customSlaScore',
  'statusTable',
  'csatMetrics',
  'engagementUsers',
  'userInterests',
  'averageServiceTime',
  'operatorPerformanceByTime',
  'operatorPerformanceByChannel',
  'engagementMatrix',
  'sharedDashboard',
  'export',
  'componentBuilder',
  'chatbotComponents',
  'shareManagement',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

export type FeatureFlags = Record<FeatureFlag, boolean>;

export const DEFAULT_FEATURE_FLAGS: FeatureFlags = Object.fromEntries(
  FEATURE_FLAGS.map((flag) => [flag, flag === 'shareManagement']),
) as FeatureFlags;
