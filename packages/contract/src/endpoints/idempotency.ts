/**
 * What an endpoint that takes an Idempotency-Key says of it (decisions 093 and 095): `first` names what a retry
 * answers. The key is the account's; a visitor's is theirs by client address and body.
 */
export const idempotentWrite = (first: string) =>
  `An \`Idempotency-Key\` header (1–255 visible characters) makes retries safe (decision 095): a retry with the key answers ${first} and writes nothing, also when the two arrive together; the same key with another body or for another target is 422 \`idempotency_key_reused\` (for a visitor without an account the key is theirs by client address and body: another body is simply another request), a malformed key 400.`;
