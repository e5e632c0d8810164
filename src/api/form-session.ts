// How long a form session lives at the service: 15 minutes, the project's choice where the spec
// shows none (not-shown.md). The sandbox keeps one this long, the proxy remembers its owner this
// long, and the kit looks for its sale within it. No zod here: the sell flow's first paint reads it.
export const FORM_SESSION_LIFETIME_MS = 15 * 60_000;
