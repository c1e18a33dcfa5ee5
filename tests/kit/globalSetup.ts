// Once per run of the server tests: the server processes they start run the compiled server
// (dist-server/, as `npm start` does), compiled here when its sources are newer.
import { ensureServerBuilt } from './builtSite.ts';

export default function setup(): void {
  ensureServerBuilt();
}
