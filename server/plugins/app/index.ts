// The second layer: the application's own services, each decorating the app for the plugins after
// it in applicationPlugins' order and for the routes.
// Add a plugin (a mail worker, health checks) here with one line.
import database from './database.ts';
import firstStart from './firstStart.ts';
import giving from './giving.ts';
import insightsCounting from './insightsCounting.ts';
import mail from './mail.ts';
import posts from './posts.ts';
import readCache from './readCache.ts';
import repositories from './repositories.ts';
import scheduler from './scheduler.ts';
import siteContent from './siteContent.ts';
import tokens from './tokens.ts';
import wellFormedInput from './wellFormedInput.ts';

export const applicationPlugins = [wellFormedInput, database, readCache, repositories, firstStart, tokens, posts, mail, siteContent, giving, insightsCounting, scheduler];
