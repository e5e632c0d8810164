// A Webhook-Signature a forger would send: the service's shape (the ES384 header, 96 bytes of
// signature), so it passes every cheap check and costs the receiver a full verification, and wrong.
export const FORGED_WEBHOOK_SIGNATURE = `${Buffer.from('{"alg":"ES384"}').toString('base64url')}..${Buffer.alloc(96, 7).toString('base64url')}`;
