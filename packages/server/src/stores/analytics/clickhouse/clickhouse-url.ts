/**
 * Where the ClickHouse analytics live: `clickhouse://user:password@host:port[,host:port…]/database[?cluster=name]`.
 * Ports are the hosts' HTTP ports (8123 by default). Several hosts are the shards of a cluster that every host's
 * `remote_servers` names (`cluster`, `mirante` by default); one host is a store of its own, without a cluster.
 * `clickhouses://` speaks HTTPS.
 */
export interface ClickHouseTarget {
  /** Each host's base URL (http://host:port), in the URL's order: the first keeps the dataset versions. */
  hosts: string[];
  username: string;
  password: string;
  database: string;
  /** The cluster's name on a cluster; null for one host. */
  cluster: string | null;
}

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Parses the URL; a message says what is wrong (never echoing the password). */
export function parseClickHouseUrl(text: string): ClickHouseTarget {
  // The credentials run to the last '@' (a password may hold '@' or ':'); the hosts hold neither '@' nor '/'.
  const match = /^(clickhouses?):\/\/(?:(.*)@)?([^/?#@]+)\/([^/?#]+)(?:\?([^#]*))?$/.exec(text);
  if (!match) {
    throw new Error('must be clickhouse://user:password@host:port[,host:port…]/database[?cluster=name]');
  }
  const [, scheme, credentials, hostList = '', database = '', query] = match;
  const colon = credentials?.indexOf(':') ?? -1;
  const user = credentials === undefined ? undefined : colon < 0 ? credentials : credentials.slice(0, colon);
  const password = credentials === undefined || colon < 0 ? undefined : credentials.slice(colon + 1);
  if (!NAME.test(database)) throw new Error('names a database that is not a plain name (letters, digits, _)');
  const protocol = scheme === 'clickhouses' ? 'https' : 'http';
  const hosts = hostList.split(',').map((host) => {
    const [, name, port] = /^([^:]+|\[[^\]]+\])(?::(\d{1,5}))?$/.exec(host.trim()) ?? [];
    if (!name || (port !== undefined && (Number(port) < 1 || Number(port) > 65535)))
      throw new Error(`names a host that is not host or host:port (${host})`);
    return `${protocol}://${name}:${port ?? (protocol === 'https' ? 8443 : 8123)}`;
  });
  if (new Set(hosts).size !== hosts.length) throw new Error('names a host twice');
  const cluster = new URLSearchParams(query ?? '').get('cluster') ?? (hosts.length > 1 ? 'mirante' : null);
  if (cluster !== null && !NAME.test(cluster)) throw new Error('names a cluster that is not a plain name');
  return {
    hosts,
    username: decodeURIComponent(user || 'default'),
    password: decodeURIComponent(password ?? ''),
    database,
    cluster,
  };
}
