// The admin command and its socket; the one way into server/cli/.
export { startAdminSocket } from './adminSocket.ts';
