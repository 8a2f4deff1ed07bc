// Mock handlers of the cart area's calls for screen stories: answers built from the server's seed data.
import type { RequestHandler } from 'msw';

export const cartHandlers: RequestHandler[] = [];
