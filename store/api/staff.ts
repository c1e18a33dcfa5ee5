import { api } from './base.ts';

// The API as the staff's own modules use it: the cache tags only the admin area needs (sessions,
// people, two-factor) are added here, so the public pages' scripts do not carry them.
export const staffApi = api.enhanceEndpoints({ addTagTypes: ['Session', 'User', 'TwoFactor'] });
