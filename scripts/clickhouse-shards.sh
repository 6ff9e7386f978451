#!/usr/bin/env bash
# A throwaway ClickHouse cluster for tests and local trials: N server processes on free local ports, one shard each.
#
#   scripts/clickhouse-shards.sh [start] [-n N] [-d DATABASE] [BASE]   starts N (default 2) servers under BASE (default:
#                                                                      a new mktemp dir), prints the ANALYTICS_URL
#   scripts/clickhouse-shards.sh stop BASE                             stops the servers started under BASE
#
# start prints one line on stdout, the URL the analytics engine takes (HTTP ports, the cluster's name):
#   clickhouse://default:@127.0.0.1:H1,127.0.0.1:H2/mirante_test?cluster=mirante
# Everything else (progress, errors) goes to stderr. BASE keeps each server's config, data and logs (BASE/shardI/) and
# BASE/pids; stop leaves them for a look at the logs: remove BASE afterwards.
#
# Each server gets a config of its own, written here rather than the package's /etc/clickhouse-server/config.xml with
# flags on top: that one binds a fixed interserver port (9009) and keeps its preprocessed copy, tmp, user_files and
# format_schemas under /var/lib/clickhouse whatever --path says, so two servers started from it clash (and a normal
# user cannot write there). This one binds only the HTTP and native (TCP) ports given, on 127.0.0.1, and keeps every
# path under its own directory. Every server declares the same cluster `mirante` with one shard per server: a
# Distributed table on any of them spreads rows over all. ClickHouse 18.16 (Debian's package) runs as root as well as
# a normal user; it needs no ZooKeeper for this (ON CLUSTER does, so tables are created on each server).
set -euo pipefail
# Debian installs clickhouse-server in /usr/sbin, which a normal user's PATH may lack.
PATH="$PATH:/usr/sbin"

CLUSTER=mirante
DATABASE=mirante_test
SHARDS=2

die() { echo "clickhouse-shards: $*" >&2; exit 1; }

# The listening TCP ports on this machine (IPv4 and IPv6), in decimal: /proc needs no extra tool.
listening_ports() {
  local _sl local_address _rest state
  cat /proc/net/tcp /proc/net/tcp6 2>/dev/null | while read -r _sl local_address _rest state _rest; do
    if [ "$state" = 0A ]; then echo $((16#${local_address##*:})); fi
  done
}

# Picks COUNT distinct ports in 20000–59999 that nothing listens on. A port could still be taken before the server
# binds it: the server then exits (an explicit listen_host makes a failed bind fatal) and start tries again.
pick_ports() {
  local count=$1 used port picked=()
  used=" $(listening_ports | tr '\n' ' ') "
  while [ "${#picked[@]}" -lt "$count" ]; do
    port=$((20000 + (RANDOM * 32768 + RANDOM) % 40000))
    case "$used" in *" $port "*) continue ;; esac
    used="$used$port "
    picked+=("$port")
  done
  echo "${picked[@]}"
}

# Whether the server of directory DIR answers on these ports, over HTTP (curl when present, else the native client on
# the TCP port). It must be that server, not another one that had the port first (this one then exits): each server
# names its directory in a macro.
answers() {
  local http=$1 tcp=$2 dir=$3 sql="SELECT substitution FROM system.macros WHERE macro = 'mirante_dir'"
  if command -v curl >/dev/null; then
    [ "$(curl -sf --max-time 2 "http://127.0.0.1:$http/" --data-binary "$sql" 2>/dev/null)" = "$dir" ]
  else
    [ "$(clickhouse-client --host 127.0.0.1 --port "$tcp" --query "$sql" 2>/dev/null)" = "$dir" ]
  fi
}

run_query() {
  local http=$1 tcp=$2 sql=$3
  if command -v curl >/dev/null; then
    curl -sSf --max-time 10 "http://127.0.0.1:$http/" --data-binary "$sql" >/dev/null
  else
    clickhouse-client --host 127.0.0.1 --port "$tcp" --query "$sql" >/dev/null
  fi
}

# The pid in BASE/pids is ours only while it still runs clickhouse-server on a config under BASE (pids get reused).
ours() {
  local pid=$1 base=$2
  [ -r "/proc/$pid/cmdline" ] && tr '\0' ' ' <"/proc/$pid/cmdline" | grep -qF -- "--config-file=$base/"
}

stop() {
  local base=$1 pid waited
  [ -f "$base/pids" ] || return 0
  for pid in $(cat "$base/pids"); do
    if ours "$pid" "$base"; then kill -TERM "$pid" 2>/dev/null || true; fi
  done
  for pid in $(cat "$base/pids"); do
    waited=0
    while ours "$pid" "$base" && [ "$waited" -lt 100 ]; do sleep 0.1; waited=$((waited + 1)); done
    # Still there after 10 s: a clean shutdown does not matter for throwaway data.
    if ours "$pid" "$base"; then kill -KILL "$pid" 2>/dev/null || true; fi
  done
  rm -f "$base/pids"
}

write_config() {
  local dir=$1 http=$2 tcp=$3 shards_xml=$4
  mkdir -p "$dir/data"
  cat >"$dir/config.xml" <<EOF
<?xml version="1.0"?>
<yandex>
    <logger>
        <level>information</level>
        <log>$dir/server.log</log>
        <errorlog>$dir/server.err.log</errorlog>
        <size>100M</size>
        <count>2</count>
    </logger>
    <listen_host>127.0.0.1</listen_host>
    <http_port>$http</http_port>
    <tcp_port>$tcp</tcp_port>
    <path>$dir/data/</path>
    <tmp_path>$dir/data/tmp/</tmp_path>
    <user_files_path>$dir/data/user_files/</user_files_path>
    <format_schema_path>$dir/data/format_schemas/</format_schema_path>
    <users_config>$dir/users.xml</users_config>
    <default_profile>default</default_profile>
    <default_database>default</default_database>
    <max_concurrent_queries>100</max_concurrent_queries>
    <mark_cache_size>536870912</mark_cache_size>
    <macros>
        <mirante_dir>$dir</mirante_dir>
    </macros>
    <remote_servers>
        <$CLUSTER>
$shards_xml        </$CLUSTER>
    </remote_servers>
</yandex>
EOF
  cat >"$dir/users.xml" <<EOF
<?xml version="1.0"?>
<yandex>
    <profiles>
        <default>
            <max_memory_usage>4000000000</max_memory_usage>
        </default>
    </profiles>
    <users>
        <default>
            <password></password>
            <networks>
                <ip>127.0.0.1</ip>
                <ip>::1</ip>
            </networks>
            <profile>default</profile>
            <quota>default</quota>
        </default>
    </users>
    <quotas>
        <default>
            <interval>
                <duration>3600</duration>
                <queries>0</queries>
                <errors>0</errors>
                <result_rows>0</result_rows>
                <read_rows>0</read_rows>
                <execution_time>0</execution_time>
            </interval>
        </default>
    </quotas>
</yandex>
EOF
}

# One attempt: configs on fresh ports, N servers, each answering within 30 s, the database created on each. Returns 1
# when one of them failed (most likely a port taken meanwhile), after stopping the others.
start_once() {
  local base=$1 ports http=() tcp=() i shards_xml="" pid waited
  read -r -a ports <<<"$(pick_ports $((SHARDS * 2)))"
  for ((i = 0; i < SHARDS; i++)); do
    http[i]=${ports[i * 2]}
    tcp[i]=${ports[i * 2 + 1]}
    shards_xml+="            <shard><replica><host>127.0.0.1</host><port>${tcp[i]}</port></replica></shard>"$'\n'
  done
  : >"$base/pids"
  for ((i = 0; i < SHARDS; i++)); do
    write_config "$base/shard$((i + 1))" "${http[i]}" "${tcp[i]}" "$shards_xml"
    # stdin, stdout and stderr away from the caller's: a $(…) around this script must not wait for the servers.
    clickhouse-server --config-file="$base/shard$((i + 1))/config.xml" \
      </dev/null >"$base/shard$((i + 1))/stdout.log" 2>&1 &
    echo $! >>"$base/pids"
  done
  for ((i = 0; i < SHARDS; i++)); do
    pid=$(sed -n "$((i + 1))p" "$base/pids")
    waited=0
    until answers "${http[i]}" "${tcp[i]}" "$base/shard$((i + 1))"; do
      if ! kill -0 "$pid" 2>/dev/null || [ "$waited" -ge 300 ]; then
        echo "clickhouse-shards: shard $((i + 1)) (http ${http[i]}, tcp ${tcp[i]}) did not start; its log:" >&2
        tail -5 "$base/shard$((i + 1))/server.err.log" >&2 2>/dev/null || tail -5 "$base/shard$((i + 1))/stdout.log" >&2 || true
        stop "$base"
        return 1
      fi
      sleep 0.1
      waited=$((waited + 1))
    done
  done
  for ((i = 0; i < SHARDS; i++)); do
    if ! run_query "${http[i]}" "${tcp[i]}" "CREATE DATABASE IF NOT EXISTS $DATABASE"; then
      echo "clickhouse-shards: shard $((i + 1)) could not create the database $DATABASE" >&2
      stop "$base"
      return 1
    fi
  done
  local hosts=""
  for ((i = 0; i < SHARDS; i++)); do hosts+="${hosts:+,}127.0.0.1:${http[i]}"; done
  echo "clickhouse://default:@$hosts/$DATABASE?cluster=$CLUSTER"
}

start() {
  local base="" attempt
  while [ $# -gt 0 ]; do
    case "$1" in
      -n) SHARDS=${2:?-n needs a number}; shift 2 ;;
      -d) DATABASE=${2:?-d needs a database name}; shift 2 ;;
      -*) die "unknown option $1" ;;
      *) [ -z "$base" ] || die "one BASE only"; base=$1; shift ;;
    esac
  done
  [[ "$SHARDS" =~ ^[1-9][0-9]*$ ]] || die "-n takes a positive number"
  [[ "$DATABASE" =~ ^[A-Za-z_][A-Za-z0-9_]*$ ]] || die "-d takes a plain database name"
  command -v clickhouse-server >/dev/null || die "clickhouse-server is not installed (Debian: apt-get install clickhouse-server clickhouse-client)"
  if [ -z "$base" ]; then base=$(mktemp -d "${TMPDIR:-/tmp}/mirante-clickhouse.XXXXXX"); fi
  mkdir -p "$base"
  base=$(cd "$base" && pwd)
  if [ -s "$base/pids" ]; then die "$base/pids exists: servers may be running there (stop them first: $0 stop $base)"; fi
  for attempt in 1 2 3; do
    if start_once "$base"; then
      echo "clickhouse-shards: $SHARDS shard(s) under $base (stop: $0 stop $base)" >&2
      return 0
    fi
    echo "clickhouse-shards: attempt $attempt failed, trying other ports" >&2
  done
  die "could not start $SHARDS servers; logs under $base"
}

case "${1:-}" in
  stop)
    [ $# -eq 2 ] || die "usage: $0 stop BASE"
    [ -d "$2" ] || die "no such directory: $2"
    stop "$(cd "$2" && pwd)"
    ;;
  start) shift; start "$@" ;;
  *) start "$@" ;;
esac
