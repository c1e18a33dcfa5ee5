// The posts' categories: alone in their module, so the first script (the activities filter's state)
// carries them without the forms' rules and messages (shared/rules.ts, which re-exports them).
export const POST_CATEGORIES = ['Celebrations', 'Events', 'Meetings', 'Stories'] as const;
export type PostCategory = (typeof POST_CATEGORIES)[number];
