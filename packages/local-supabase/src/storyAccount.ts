/** The account the stories sign in with (the stories' snapshot's only admin); anyone may know this password. */
export const storyAdmin = { email: 'admin@example.gr', password: 'local-admin-password' } as const;

/** The key stories' clients send: anything that is not a token of this backend's is the anon role, as the anon key is. */
export const storyAnonKey = 'sb_publishable_stories';

/** A signed-in account without the admin role (the admin pages show it the access-denied card). */
export const storyVisitor = { email: 'visitor@example.gr', password: 'visitor-password' } as const;
