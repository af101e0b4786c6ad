import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software authenticator for the API tests (decision 165): an ES256 key made by node:crypto, its attestation
 * ("none") and assertions written as a browser and an authenticator write them (CBOR by @simplewebauthn/server's own
 * encoder, RFC 8152's COSE key, WebAuthn §6.1's authenticator data), so the server checks real answers.
 */
export interface TSoftPasskey {
  credentialId: Uint8Array;
  privateKey: KeyObject;
  userHandle: string;
  counter: number;
}

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;
const b64 = (bytes: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(bytes));
const sha256 = (data: Uint8Array | string) => new Uint8Array(createHash('sha256').update(data).digest());
const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));
const uint32 = (value: number) => {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(value);
  return new Uint8Array(out);
};

function clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string): Uint8Array {
  return new Uint8Array(Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false })));
}

/** navigator.credentials.create() for `options` (the server's JSON), answered as @simplewebauthn/browser would. */
export function createPasskey(options: { challenge: string; rp: { id?: string }; user: { id: string } }, origin: string) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const coseKey = new Map<number, number | Uint8Array>([
    [1, 2], // kty: EC2
    [3, -7], // alg: ES256
    [-1, 1], // crv: P-256
    [-2, isoBase64URL.toBuffer(jwk.x!)],
    [-3, isoBase64URL.toBuffer(jwk.y!)],
  ]);
  const credentialId = new Uint8Array(randomBytes(32));
  const length = Buffer.alloc(2);
  length.writeUInt16BE(credentialId.length);
  const authData = concat(sha256(options.rp.id ?? new URL(origin).hostname), Uint8Array.of(FLAG_UP | FLAG_UV | FLAG_AT), uint32(0), new Uint8Array(16), new Uint8Array(length), credentialId, isoCBOR.encode(coseKey));
  const attestationObject = isoCBOR.encode(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]) as never);
  const passkey: TSoftPasskey = { credentialId, privateKey, userHandle: options.user.id, counter: 0 };
  const credential = {
    id: b64(credentialId),
    rawId: b64(credentialId),
    type: 'public-key' as const,
    response: { clientDataJSON: b64(clientData('webauthn.create', options.challenge, origin)), attestationObject: b64(attestationObject), transports: ['internal'] },
    clientExtensionResults: {},
    authenticatorAttachment: 'platform' as const,
  };
  return { passkey, credential };
}

/** navigator.credentials.get(): an assertion of `passkey` for the challenge, its counter one more each time. */
export function assertPasskey(passkey: TSoftPasskey, challenge: string, origin: string, { rpId = new URL(origin).hostname, verified = true } = {}) {
  passkey.counter += 1;
  const authData = concat(sha256(rpId), Uint8Array.of(FLAG_UP | (verified ? FLAG_UV : 0)), uint32(passkey.counter));
  const clientDataJSON = clientData('webauthn.get', challenge, origin);
  const signature = sign('sha256', concat(authData, sha256(clientDataJSON)), passkey.privateKey);
  return {
    id: b64(passkey.credentialId),
    rawId: b64(passkey.credentialId),
    type: 'public-key' as const,
    response: { clientDataJSON: b64(clientDataJSON), authenticatorData: b64(authData), signature: b64(new Uint8Array(signature)), userHandle: passkey.userHandle },
    clientExtensionResults: {},
    authenticatorAttachment: 'platform' as const,
  };
}
