import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';

// Offline stand-in for Google's key endpoint (DESIGN.md "Providers": each provider has a local mock).
// Serves a JWKS on 127.0.0.1 and signs ID tokens the way Google does (RS256, kid in the header).

export interface GoogleMock {
  jwksUrl: string;
  issuer: string;
  /** An ID token for our client id; claims override the defaults (sub, email, email_verified…). */
  signIdToken(claims: JWTPayload & Record<string, unknown>, options?: { audience?: string; expiresIn?: string }): Promise<string>;
  /** A well-formed token signed by a key the JWKS does not publish. */
  signWithForeignKey(claims: JWTPayload & Record<string, unknown>): Promise<string>;
  close(): Promise<void>;
}

type PrivateKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

export async function startGoogleMock({ clientId, issuer = 'https://accounts.google.com' }: { clientId: string; issuer?: string }): Promise<GoogleMock> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const foreign = await generateKeyPair('RS256');
  const kid = 'mock-key-1';
  const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }] };

  const server = http.createServer((req, res) => {
    if (req.url === '/oauth2/v3/certs') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(jwks));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const sign = (key: PrivateKey, keyId: string, claims: JWTPayload, audience: string, expiresIn: string) =>
    new SignJWT({ email_verified: true, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: keyId, typ: 'JWT' })
      .setIssuer(issuer)
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime(expiresIn)
      .sign(key);

  return {
    jwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    issuer,
    signIdToken: (claims, options = {}) => sign(privateKey, kid, claims, options.audience ?? clientId, options.expiresIn ?? '1h'),
    signWithForeignKey: (claims) => sign(foreign.privateKey, kid, claims, clientId, '1h'),
    close: () => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
}
