/**
 * HMAC-SHA256 signatures (Web Crypto, so the server and the demo's mocks sign alike).
 * The server signs what it alone may vouch for: each assistant turn it writes (a turn sent
 * back without a valid signature is dropped) and its session cookie. One secret serves
 * several purposes: each gets its own key, derived from the secret and the purpose, so a
 * signature made for one purpose is worthless for another.
 */

export interface Signer {
  /** The signature of `text`, base64url (43 characters). */
  sign(text: string): Promise<string>
  /** Whether `signature` is this signer's signature of `text` (compared in constant time). */
  verify(text: string, signature: string): Promise<boolean>
}

const encoder = new TextEncoder()

function toBase64Url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
    return Uint8Array.from(binary, (char) => char.charCodeAt(0))
  } catch {
    return null // not a possible base64 length
  }
}

const hmacKey = (bytes: BufferSource) => crypto.subtle.importKey('raw', bytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify'])

/** A signer for one purpose (e.g. 'assistant-turn'), keyed by the secret. */
export async function createSigner(secret: string, purpose: string): Promise<Signer> {
  const derived = await crypto.subtle.sign('HMAC', await hmacKey(encoder.encode(secret)), encoder.encode(purpose))
  const key = await hmacKey(derived)
  return {
    async sign(text) {
      return toBase64Url(new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(text))))
    },
    async verify(text, signature) {
      const bytes = fromBase64Url(signature)
      if (!bytes || bytes.length !== 32) return false
      return crypto.subtle.verify('HMAC', key, bytes, encoder.encode(text))
    },
  }
}

/** A random identifier: 16 bytes, base64url (22 characters). */
export function randomId(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(16)))
}
