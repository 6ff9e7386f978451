import type { MessageKey } from '../i18n/pt-BR.ts';

/**
 * Channel identifiers of spec §3, with display name, colour and icon. Unknown names fall back to NOT_CLASSIFIED.
 * Icons are stable names of the Tabler icon set (the web app maps them to components).
 */
export interface Channel {
  id: string;
  /** The pt-BR name (server-side texts); what a reader sees is `label`, in the UI's language. */
  name: string;
  label: MessageKey;
  color: string;
  icon: string;
}

export const NOT_CLASSIFIED: Channel = {
  id: 'notclassified',
  name: 'Não classificado',
  label: 'channel.notClassified',
  color: '#868e96',
  icon: 'help-circle',
};

/** The spec's default channel icon size, in px. */
export const CHANNEL_ICON_SIZE = 29;

/** The short-video channel: excluded where sentiment, themes or tags are in play (spec §5, §8). */
export const SHORT_VIDEO_CHANNEL = 'tiktok';

export const CHANNELS: readonly Channel[] = [
  {
    id: 'instagram',
    name: 'Instagram',
    label: 'channel.instagram',
    color: '#e1306c',
    icon: 'brand-instagram',
  },
  {
    id: 'instagramcomments',
    name: 'Comentários do Instagram',
    label: 'channel.instagramcomments',
    color: '#c13584',
    icon: 'brand-instagram',
  },
  { id: 'facebook', name: 'Facebook', label: 'channel.facebook', color: '#1877f2', icon: 'brand-facebook' },
  {
    id: 'facebookinbox',
    name: 'Inbox do Facebook',
    label: 'channel.facebookinbox',
    color: '#3b5998',
    icon: 'brand-messenger',
  },
  {
    id: 'facebookgroups',
    name: 'Grupos do Facebook',
    label: 'channel.facebookgroups',
    color: '#4267b2',
    icon: 'users-group',
  },
  {
    id: 'facebookcomments',
    name: 'Comentários do Facebook',
    label: 'channel.facebookcomments',
    color: '#5b7bd5',
    icon: 'brand-facebook',
  },
  { id: 'youtube', name: 'YouTube', label: 'channel.youtube', color: '#ff0000', icon: 'brand-youtube' },
  {
    id: 'youtubecomments',
    name: 'Comentários do YouTube',
    label: 'channel.youtubecomments',
    color: '#cc181e',
    icon: 'brand-youtube',
  },
  { id: 'twitter', name: 'Twitter', label: 'channel.twitter', color: '#1da1f2', icon: 'brand-x' },
  {
    id: 'twitterinbox',
    name: 'Inbox do Twitter',
    label: 'channel.twitterinbox',
    color: '#0d8bd9',
    icon: 'brand-x',
  },
  { id: 'tumblr', name: 'Tumblr', label: 'channel.tumblr', color: '#36465d', icon: 'brand-tumblr' },
  { id: 'news', name: 'Notícias', label: 'channel.news', color: '#f59f00', icon: 'news' },
  { id: 'blogs', name: 'Blogs', label: 'channel.blogs', color: '#fd7e14', icon: 'rss' },
  { id: 'foruns', name: 'Fóruns', label: 'channel.foruns', color: '#ae3ec9', icon: 'messages' },
  {
    id: 'comentariosemartigos',
    name: 'Comentários em artigos',
    label: 'channel.comentariosemartigos',
    color: '#be4bdb',
    icon: 'message-circle',
  },
  {
    id: 'googleplay',
    name: 'Google Play',
    label: 'channel.googleplay',
    color: '#01875f',
    icon: 'brand-google-play',
  },
  { id: 'googleplus', name: 'Google+', label: 'channel.googleplus', color: '#db4437', icon: 'brand-google' },
  {
    id: 'googlemybusiness',
    name: 'Google Meu Negócio',
    label: 'channel.googlemybusiness',
    color: '#4285f4',
    icon: 'building-store',
  },
  {
    id: 'foursquare',
    name: 'Foursquare',
    label: 'channel.foursquare',
    color: '#f94877',
    icon: 'brand-foursquare',
  },
  { id: 'buscape', name: 'Buscapé', label: 'channel.buscape', color: '#fab005', icon: 'shopping-cart' },
  {
    id: 'reclameaqui',
    name: 'Reclame Aqui',
    label: 'channel.reclameaqui',
    color: '#82c91e',
    icon: 'message-report',
  },
  { id: 'linkedin', name: 'LinkedIn', label: 'channel.linkedin', color: '#0a66c2', icon: 'brand-linkedin' },
  {
    id: 'linkedincomments',
    name: 'Comentários do LinkedIn',
    label: 'channel.linkedincomments',
    color: '#004182',
    icon: 'brand-linkedin',
  },
  { id: 'tv', name: 'TV', label: 'channel.tv', color: '#495057', icon: 'device-tv' },
  { id: 'rádio', name: 'Rádio', label: 'channel.radio', color: '#20c997', icon: 'radio' },
  { id: 'impressas', name: 'Impressas', label: 'channel.impressas', color: '#94d82d', icon: 'news' },
  { id: 'portais', name: 'Portais', label: 'channel.portais', color: '#15aabf', icon: 'world' },
  { id: 'tiktok', name: 'TikTok', label: 'channel.tiktok', color: '#ee1d52', icon: 'brand-tiktok' },
  { id: 'Blip', name: 'Blip', label: 'channel.Blip', color: '#2cc3d5', icon: 'robot' },
  {
    id: 'ImportedData',
    name: 'Dados importados',
    label: 'channel.ImportedData',
    color: '#adb5bd',
    icon: 'file-import',
  },
  { id: 'Bluesky', name: 'Bluesky', label: 'channel.Bluesky', color: '#0085ff', icon: 'brand-bluesky' },
];

export const CHANNEL_ALIASES: Readonly<Record<string, string>> = {
  feedly: 'blogs',
  hardmob: 'foruns',
  disqus: 'news',
  newscomments: 'news',
  googlemybusinessreviews: 'googlemybusiness',
};

const byId = new Map(CHANNELS.map((channel) => [channel.id, channel]));

export function channelInfo(name: string): Channel {
  return byId.get(CHANNEL_ALIASES[name] ?? name) ?? NOT_CLASSIFIED;
}

/** The canonical identifier of a channel name, resolving aliases; null when the name is unknown. */
export function canonicalChannelId(name: string): string | null {
  const id = CHANNEL_ALIASES[name] ?? name;
  return byId.has(id) ? id : null;
}
