// The topology's HAProxy configuration: each pair health-checked at its path and balanced in turn without
// stickiness; and the statistics' CSV read into each server's state.
import { describe, expect, it } from 'vitest';
import { haproxyConfig, parseServerStates } from './topology-haproxy';

const backends = [
  {
    name: 'storefronts',
    port: 8600,
    healthPath: '/',
    servers: [
      { name: 'storefront-1', port: 8605 },
      { name: 'storefront-2', port: 8606 },
    ],
  },
  {
    name: 'services',
    port: 8601,
    healthPath: '/health',
    servers: [
      { name: 'service-1', port: 8603 },
      { name: 'service-2', port: 8604 },
    ],
  },
];

describe('haproxyConfig', () => {
  const config = haproxyConfig(backends, 8602);
  const section = (name: string) =>
    config.slice(config.indexOf(`listen ${name}`)).split('\n\n')[0]!;

  it('checks each server of a pair at its own path and takes it out after failed checks', () => {
    expect(section('services')).toContain('http-check send meth GET uri /health ');
    expect(section('storefronts')).toContain('http-check send meth GET uri / ');
    expect(section('services')).toMatch(/default-server check inter 1000 fall 2 rise 1/);
    expect(section('services')).toContain('server service-2 127.0.0.1:8604');
  });

  it('sends each request to the next server, without stickiness, and names the server that answered', () => {
    for (const name of ['storefronts', 'services']) {
      expect(section(name)).toContain('balance roundrobin');
      expect(section(name)).not.toMatch(/cookie|stick/);
      expect(section(name)).toContain('http-response set-header X-Served-By %[srv_name]');
    }
    expect(config).toContain('option http-server-close');
    expect(section('stats')).toContain('bind 127.0.0.1:8602');
  });
});

describe('parseServerStates', () => {
  it("reads each server's status, leaving out the proxies' own rows", () => {
    const csv = [
      '# pxname,svname,qcur,qmax,scur,smax,slim,stot,bin,bout,dreq,dresp,ereq,econ,eresp,wretr,wredis,status,weight',
      'storefronts,FRONTEND,,,0,1,4096,3,0,0,0,0,0,,,,,OPEN,',
      'storefronts,storefront-1,0,0,0,1,,2,0,0,,0,,0,0,0,0,UP,1',
      'storefronts,storefront-2,0,0,0,1,,1,0,0,,0,,0,0,0,0,DOWN,1',
      'storefronts,BACKEND,0,0,0,1,410,3,0,0,0,0,,0,0,0,0,UP,2',
    ].join('\n');
    expect(parseServerStates(csv)).toEqual({ 'storefront-1': 'UP', 'storefront-2': 'DOWN' });
  });
});
