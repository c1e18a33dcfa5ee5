// The public pages, feeds and sitemap as the server writes them; the one way into server/seo/.
export { default as pageRoutes } from './pageRoutes.ts';
export { default as feedRoutes } from './routePlugin.ts';
