// The topology's HAProxy configuration (one load balancer per pair of processes, each server health-checked) and
// the reading of HAProxy's statistics (which servers it counts as up).

export interface Backend {
  /** `storefronts` or `services`: the proxy's name on the statistics page. */
  name: string;
  /** Where the load balancer listens (127.0.0.1). */
  port: number;
  /** The path each server is checked at; 200 means up. */
  healthPath: string;
  servers: { name: string; port: number }[];
}

/** How often each server is checked, and how many failed (or passed) checks take it out (or put it back). */
export const HEALTH_CHECK = { intervalMs: 1_000, fall: 2, rise: 1 };

function proxy(backend: Backend): string {
  return [
    `listen ${backend.name}`,
    `  bind 127.0.0.1:${backend.port}`,
    // Each new request goes to the next server in turn: no stickiness, both instances share every customer's work.
    '  balance roundrobin',
    '  option forwardfor',
    '  option httpchk',
    `  http-check send meth GET uri ${backend.healthPath} ver HTTP/1.1 hdr Host 127.0.0.1 hdr Accept text/html`,
    '  http-check expect status 200',
    // Which instance answered, for the topology's test and an operator's curl -i.
    '  http-response set-header X-Served-By %[srv_name]',
    `  default-server check inter ${HEALTH_CHECK.intervalMs} fall ${HEALTH_CHECK.fall} rise ${HEALTH_CHECK.rise}`,
    ...backend.servers.map((server) => `  server ${server.name} 127.0.0.1:${server.port}`),
  ].join('\n');
}

/** The whole configuration: the two load balancers and the statistics page on `statsPort`. */
export function haproxyConfig(backends: Backend[], statsPort: number): string {
  return [
    'global',
    '  maxconn 4096',
    '',
    'defaults',
    '  mode http',
    // A new connection to the server for each request: round robin alternates per request, not per connection.
    '  option http-server-close',
    '  timeout connect 5s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout http-request 10s',
    '  retries 2',
    '  option redispatch',
    '',
    ...backends.map((backend) => `${proxy(backend)}\n`),
    'listen stats',
    `  bind 127.0.0.1:${statsPort}`,
    '  stats enable',
    '  stats uri /',
    '  stats refresh 5s',
    '',
  ].join('\n');
}

/** Each server's status ("UP", "DOWN", "MAINT"…) by name, from the statistics page's CSV (`<stats>/;csv`). */
export function parseServerStates(csv: string): Record<string, string> {
  const [header, ...rows] = csv.trim().split('\n');
  const columns = (header ?? '').replace(/^# /, '').split(',');
  const svname = columns.indexOf('svname');
  const status = columns.indexOf('status');
  const states: Record<string, string> = {};
  for (const row of rows) {
    const cells = row.split(',');
    const name = cells[svname];
    if (!name || name === 'FRONTEND' || name === 'BACKEND') continue;
    states[name] = cells[status] ?? '';
  }
  return states;
}
