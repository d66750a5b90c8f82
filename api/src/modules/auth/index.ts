// The auth module's public face: what the access guard, the other modules, the seed and the
// commands may use (docs/adr/0049-api-modules-in-four-layers.md: no module imports another module's files).
export { hashPassword, verifyPassword } from './passwords';
export { hashToken, issueToken, purgeOldTokens, resolveSession, resolveToken, type AuthUser, type Session } from './tokens';
