#!/usr/bin/env bash
# Diagnostic (not part of npm run bench): `npm run rebuild` of two checkouts, alternating, on the same
# log, each run in a fresh data folder. On a shared host only interleaved runs compare two versions.
#   bench/diag/replayAB.sh <checkout A> <checkout B> [rounds=4] [log=/tmp/gym-replay-log.sqlite]
# (build the log with `npx tsx bench/replayProcess.ts build /tmp/gym-replay-log.sqlite`)
# Prints per run: checkout, seconds, events/s, CPU seconds, load average.
set -euo pipefail
a=$1 b=$2 rounds=${3:-4} log=${4:-/tmp/gym-replay-log.sqlite}
for _ in $(seq "$rounds"); do
  for checkout in "$a" "$b"; do
    data=$(mktemp -d)
    cp "$log" "$data/events.sqlite"
    sync
    line=$(cd "$checkout" && DATA_DIR=$data npm run -s rebuild 2>/dev/null | grep 'Projeções reconstruídas')
    echo "$checkout $(sed -E 's/.* em ([0-9.]+) s \(([0-9]+) eventos\/s, CPU ([0-9.]+) s\)/\1 s \2 events\/s CPU \3 s/' <<<"$line") load $(cut -d' ' -f1 /proc/loadavg)"
    rm -rf "$data"
  done
done
