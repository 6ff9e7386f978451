/**
 * Channel identifiers of spec §3, with display name, colour and icon. Unknown names fall back to NOT_CLASSIFIED.
 * Icons are stable names of the Tabler icon set (the web app maps them to components).
 */
export interface Channel {
  id: string;
  name: string;
  color: string;
  icon: string;
}

export const NOT_CLASSIFIED: Channel = {
  id: 'notclassified',
  name: 'Não classificado',
  color: '#868e96',
  icon: 'help-circle',
};

/** The spec's default channel icon size, in px. */
export const CHANNEL_ICON_SIZE = 29;

/** The short-video channel: excluded where sentiment, themes or tags are in play (spec §5, §8). */
export const SHORT_VIDEO_CHANNEL = 'tiktok';

export const CHANNELS: readonly Channel[] = [
  { id: 'instagram', name: 'Instagram', color: '#e1306c', icon: 'brand-instagram' },
  { id: 'instagramcomments', name: 'Comentários do Instagram', color: '#c13584', icon: 'brand-instagram' },
  { id: 'facebook', name: 'Facebook', color: '#1877f2', icon: 'brand-facebook' },
  { id: 'facebookinbox', name: 'Inbox do Facebook', color: '#3b5998', icon: 'brand-messenger' },
  { id: 'facebookgroups', name: 'Grupos do Facebook', color: '#4267b2', icon: 'users-group' },
  { id: 'facebookcomments', name: 'Comentários do Facebook', color: '#5b7bd5', icon: 'brand-facebook' },
  { id: 'youtube', name: 'YouTube', color: '#ff0000', icon: 'brand-youtube' },
  { id: 'youtubecomments', name: 'Comentários do YouTube', color: '#cc181e', icon: 'brand-youtube' },
  { id: 'twitter', name: 'Twitter', color: '#1da1f2', icon: 'brand-x' },
  { id: 'twitterinbox', name: 'Inbox do Twitter', color: '#0d8bd9', icon: 'brand-x' },
  { id: 'tumblr', name: 'Tumblr', color: '#36465d', icon: 'brand-tumblr' },
  { id: 'news', name: 'Notícias', color: '#f59f00', icon: 'news' },
  { id: 'blogs', name: 'Blogs', color: '#fd7e14', icon: 'rss' },
  { id: 'foruns', name: 'Fóruns', color: '#ae3ec9', icon: 'messages' },
  { id: 'comentariosemartigos', name: 'Comentários em artigos', color: '#be4bdb', icon: 'message-circle' },
  { id: 'googleplay', name: 'Google Play', color: '#01875f', icon: 'brand-google-play' },
  { id: 'googleplus', name: 'Google+', color: '#db4437', icon: 'brand-google' },
  { id: 'googlemybusiness', name: 'Google Meu Negócio', color: '#4285f4', icon: 'building-store' },
  { id: 'foursquare', name: 'Foursquare', color: '#f94877', icon: 'brand-foursquare' },
  { id: 'buscape', name: 'Buscapé', color: '#fab005', icon: 'shopping-cart' },
  { id: 'reclameaqui', name: 'Reclame Aqui', color: '#82c91e', icon: 'message-report' },
  { id: 'linkedin', name: 'LinkedIn', color: '#0a66c2', icon: 'brand-linkedin' },
  { id: 'linkedincomments', name: 'Comentários do LinkedIn', color: '#004182', icon: 'brand-linkedin' },
  { id: 'tv', name: 'TV', color: '#495057', icon: 'device-tv' },
  { id: 'rádio', name: 'Rádio', color: '#20c997', icon: 'radio' },
  { id: 'impressas', name: 'Impressas', color: '#94d82d', icon: 'news' },
  { id: 'portais', name: 'Portais', color: '#15aabf', icon: 'world' },
  { id: 'tiktok', name: 'TikTok', color: '#ee1d52', icon: 'brand-tiktok' },
  { id: 'Blip', name: 'Blip', color: '#2cc3d5', icon: 'robot' },
  { id: 'ImportedData', name: 'Dados importados', color: '#adb5bd', icon: 'file-import' },
  { id: 'Bluesky', name: 'Bluesky', color: '#0085ff', icon: 'brand-bluesky' },
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
