// Mock handlers of the aftersales area's calls for screen stories: answers built from the server's seed data.
import type { RequestHandler } from 'msw';

export const aftersalesHandlers: RequestHandler[] = [];
