// Mock handlers of the browse area's calls for screen stories: answers built from the server's seed data.
import type { RequestHandler } from 'msw';

export const browseHandlers: RequestHandler[] = [];
