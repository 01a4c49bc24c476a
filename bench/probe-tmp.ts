import { startService, startStorefront, stop, firstEventId } from './storefront-processes';
const service = await startService('/tmp/probe/inv2.sqlite');
const store = await startStorefront(service.url);
const ev = await firstEventId(service.url);
console.log('STORE', store.url, 'EVENT', ev);
await new Promise((r) => setTimeout(r, Number(process.argv[2] ?? 60) * 1000));
await stop(store.child); await stop(service.child);
