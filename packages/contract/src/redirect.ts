const SAFE_CHARACTERS = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/?%#]*$/;
const MAX_LENGTH = 2048;

function isSafeOnce(path: string): boolean {
  if (path.length === 0 || path.length > MAX_LENGTH) return false;
  if (path[0] !== '/') return false;
  if (path[1] === '/' || path[1] === '\\') return false;
  if (path.includes('\\')) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(path)) return false;
  return true;
}

/**
 * A remembered redirect target is kept only when it is a same-site path: it starts with exactly one
 * "/", uses a limited character set, and neither it nor any percent-decoding of it starts with "//"
 * or "/\", contains a backslash or a control character. Anything else becomes "/".
 */
export function safeRedirectPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string') return fallback;
  if (!SAFE_CHARACTERS.test(value) || !isSafeOnce(value)) return fallback;
  let current = value;
  for (let round = 0; round < 3; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return fallback;
    }
    if (decoded === current) return value;
    if (!isSafeOnce(decoded)) return fallback;
    current = decoded;
  }
  // Still changing after three decodings: deliberately obfuscated.
  return fallback;
}
