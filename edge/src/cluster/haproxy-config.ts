/** One edge instance behind the balancer. */
export interface Backend {
  readonly name: string;
  readonly port: number;
}

export interface BalancerOptions {
  readonly host: string;
  readonly port: number;
  readonly backends: readonly Backend[];
  /** How often each instance's `/readyz` is asked (ms). */
  readonly checkIntervalMs: number;
}

/**
 * HAProxy's configuration for the scale-out mode (issue 25, decision 0044):
 *
 * - each instance's `/readyz` checked every interval, out after one failed check (a draining
 *   instance leaves at once), back after two good ones;
 * - one request per connection to an instance (`http-server-close`): a stopping instance holds
 *   no idle connection a new request could be sent down;
 * - a request that could not reach an instance is sent to another (`conn-failure` and
 *   `redispatch`); an empty answer or a timeout is retried only for GET and HEAD, which change
 *   nothing (a POST may have been applied);
 * - the client's address passed on in `X-Forwarded-For`, which the edge believes from loopback.
 */
export function haproxyConfig(options: BalancerOptions): string {
  const { host, port, backends, checkIntervalMs } = options;
  return [
    "global",
    "  maxconn 4096",
    "",
    "defaults",
    "  mode http",
    "  timeout connect 1s",
    "  timeout client 60s",
    "  timeout server 30s",
    "  timeout http-keep-alive 10s",
    "  timeout queue 10s",
    "  timeout check 1s",
    "  retries 3",
    "  option redispatch 1",
    "  retry-on conn-failure empty-response response-timeout",
    "",
    "frontend shop",
    `  bind ${host}:${port}`,
    "  option forwardfor",
    "  default_backend edges",
    "",
    "backend edges",
    "  balance roundrobin",
    "  option http-server-close",
    "  http-request disable-l7-retry unless METH_GET || METH_HEAD",
    "  option httpchk GET /readyz",
    "  http-check expect status 200",
    `  default-server check inter ${checkIntervalMs} fastinter ${checkIntervalMs} fall 1 rise 2`,
    ...backends.map((backend) => `  server ${backend.name} 127.0.0.1:${backend.port}`),
    "",
  ].join("\n");
}
