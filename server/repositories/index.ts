import type { Queryable } from '../db/index.ts';
import { loginAttemptsRepository } from './loginAttempts.ts';
import { imagesRepository } from './images.ts';
import { metaRepository } from './meta.ts';
import { postsRepository } from './posts.ts';
import { subscribersRepository } from './subscribers.ts';
import { usersRepository } from './users.ts';

export function repositories(db: Queryable) {
  return {
    posts: postsRepository(db),
    subscribers: subscribersRepository(db),
    users: usersRepository(db),
    meta: metaRepository(db),
    loginAttempts: loginAttemptsRepository(db),
    images: imagesRepository(db),
  };
}

export type Repositories = ReturnType<typeof repositories>;
