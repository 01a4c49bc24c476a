// A pass certificate made for a test with the openssl CLI: a stand-in for Apple's WWDR authority and a signer
// certificate it issued, with the signer's key encrypted under a passphrase.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TestCertificates {
  dir: string;
  wwdr: string;
  certificate: string;
  key: string;
  passphrase: string;
}

export function makeTestCertificates(): TestCertificates {
  const dir = mkdtempSync(join(tmpdir(), 'pass-cert-'));
  const at = (name: string) => join(dir, name);
  const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'pipe' });
  const passphrase = 'test passphrase';
  openssl(
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    at('wwdr.key'),
    '-out',
    at('wwdr.pem'),
    '-days',
    '2',
    '-subj',
    '/CN=Test WWDR',
  );
  openssl(
    'req',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    at('signer.key'),
    '-out',
    at('signer.csr'),
    '-subj',
    '/CN=Pass Type ID: pass.example.tickets/OU=ABCDE12345',
  );
  openssl(
    'x509',
    '-req',
    '-in',
    at('signer.csr'),
    '-CA',
    at('wwdr.pem'),
    '-CAkey',
    at('wwdr.key'),
    '-CAcreateserial',
    '-out',
    at('signer.pem'),
    '-days',
    '2',
  );
  openssl(
    'pkcs8',
    '-topk8',
    '-in',
    at('signer.key'),
    '-out',
    at('signer-encrypted.key'),
    '-passout',
    `pass:${passphrase}`,
    '-v1',
    'PBE-SHA1-3DES',
  );
  return {
    dir,
    wwdr: readFileSync(at('wwdr.pem'), 'utf8'),
    certificate: readFileSync(at('signer.pem'), 'utf8'),
    key: readFileSync(at('signer-encrypted.key'), 'utf8'),
    passphrase,
  };
}
