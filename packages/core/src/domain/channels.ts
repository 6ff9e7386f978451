/** Channel identifiers of spec §3, with their display name and colour. Unknown names fall back to NOT_CLASSIFIED. */
export interface Channel {
  id: string;
  name: string;
  color: string;
}

export const NOT_CLASSIFIED: Channel = { id: 'notclassified', name: 'Não classificado', color: '#868e96' };

export const CHANNELS: readonly Channel[] = [
  { id: 'instagram', name: 'Instagram', color: '#e1306c' },
  { id: 'instagramcomments', name: 'Comentários do Instagram', color: '#c13584' },
  { id: 'facebook', name: 'Facebook', color: '#1877f2' },
  { id: 'facebookinbox', name: 'Inbox do Facebook', color: '#3b5998' },
  { id: 'facebookgroups', name: 'Grupos do Facebook', color: '#4267b2' },
  { id: 'facebookcomments', name: 'Comentários do Facebook', color: '#5b7bd5' },
  { id: 'youtube', name: 'YouTube', color: '#ff0000' },
  { id: 'youtubecomments', name: 'Comentários do YouTube', color: '#cc181e' },
  { id: 'twitter', name: 'Twitter', color: '#1da1f2' },
  { id: 'twitterinbox', name: 'Inbox do Twitter', color: '#0d8bd9' },
  { id: 'tumblr', name: 'Tumblr', color: '#36465d' },
  { id: 'news', name: 'Notícias', color: '#f59f00' },
  { id: 'blogs', name: 'Blogs', color: '#fd7e14' },
  { id: 'foruns', name: 'Fóruns', color: '#ae3ec9' },
  { id: 'comentariosemartigos', name: 'Comentários em artigos', color: '#be4bdb' },
  { id: 'googleplay', name: 'Google Play', color: '#01875f' },
  { id: 'googleplus', name: 'Google+', color: '#db4437' },
  { id: 'googlemybusiness', name: 'Google Meu Negócio', color: '#4285f4' },
  { id: 'foursquare', name: 'Foursquare', color: '#f94877' },
  { id: 'buscape', name: 'Buscapé', color: '#fab005' },
  { id: 'reclameaqui', name: 'Reclame Aqui', color: '#82c91e' },
  { id: 'linkedin', name: 'LinkedIn', color: '#0a66c2' },
  { id: 'linkedincomments', name: 'Comentários do LinkedIn', color: '#004182' },
  { id: 'tv', name: 'TV', color: '#495057' },
  { id: 'rádio', name: 'Rádio', color: '#20c997' },
  { id: 'impressas', name: 'Impressas', color: '#94d82d' },
  { id: 'portais', name: 'Portais', color: '#15aabf' },
  { id: 'tiktok', name: 'TikTok', color: '#ee1d52' },
  { id: 'Blip', name: 'Blip', color: '#2cc3d5' },
  { id: 'ImportedData', name: 'Dados importados', color: '#adb5bd' },
  { id: 'Bluesky', name: 'Bluesky', color: '#0085ff' },
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
