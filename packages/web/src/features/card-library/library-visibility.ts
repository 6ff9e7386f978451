import {
  type CardDefinition,
  type ConnectedPage,
  canonicalChannelId,
  createCardRegistry,
  type DataType,
  type FeatureFlags,
} from '@mirante/core';

/** Data read from the connected pages themselves: own-page metrics, customer service, owned + earned. */
const PAGE_DATA_TYPES: ReadonlySet<DataType> = new Set(['PAGE', 'SAC', 'SAC_STATUS', 'SAC_LISTENING']);

const channelId = (name: string) => canonicalChannelId(name) ?? name;

/**
 * Whether a card fits the channels of the dashboard's connected pages. With no pages connected every card
 * fits. Otherwise:
 * - a card tied to one channel (`props.channel`) needs a connected page of that channel;
 * - a card whose data come from the connected pages (PAGE_DATA_TYPES) needs at least one connected page whose
 *   channel its `control` does not hide (`hideInChannel`, e.g. TikTok on sentiment cards): with only
 *   TikTok pages connected, a card that hides TikTok would have nothing to show;
 * - any other card (listening, competitive, chatbot, static) does not read the pages and always fits.
 */
export function fitsConnectedPages(definition: CardDefinition, pages: readonly ConnectedPage[]): boolean {
  if (pages.length === 0) return true;
  const channels = new Set(pages.map((page) => channelId(page.channel)));
  const tied = definition.props.channel;
  if (tied !== undefined) return channels.has(channelId(tied));
  if (!PAGE_DATA_TYPES.has(definition.dataType)) return true;
  return [...channels].some((channel) => definition.control[channel]?.hideInChannel !== true);
}

/**
 * The cards the drawer offers, library first, then the universe's custom ones: visible, every hideInLibrary
 * flag on (the registry's own rule, applied to custom definitions as well), and fitting the connected pages.
 */
export function visibleInLibrary(
  library: { inLibrary(flags: FeatureFlags): readonly CardDefinition[] },
  custom: readonly CardDefinition[],
  flags: FeatureFlags,
  pages: readonly ConnectedPage[],
): CardDefinition[] {
  return [...library.inLibrary(flags), ...createCardRegistry(custom).inLibrary(flags)].filter((definition) =>
    fitsConnectedPages(definition, pages),
  );
}
