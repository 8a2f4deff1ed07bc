// Shared fixtures of the parts stories: service posts in every status and the service's answers, as the server seeds them.
import type { ServicePost, ServiceResponse } from '@kontor/api/contract';
import { SERVICE_POST_STATUS } from '@kontor/api/rules';
import { seedServicePosts } from '../../.storybook/mocks/parts.handlers';

/** ddp-buyer's posts as the mock server answers them: to rate, processing, processed and rated, cancelled. */
export const posts: ServicePost[] = seedServicePosts();
export const postIn = (status: number, rated = false): ServicePost =>
  posts.find((post) => post.serviceStatus === status && (post.evaluation != null) === rated)!;

export const processing = postIn(SERVICE_POST_STATUS.processing);
export const toRate = postIn(SERVICE_POST_STATUS.processed);
export const rated = postIn(SERVICE_POST_STATUS.processed, true);
export const cancelled = postIn(SERVICE_POST_STATUS.cancelled);

export const answerOf = (post: ServicePost): ServiceResponse[] =>
  post.response ? [{ id: post.id, postId: post.id, content: post.response, responder: 'Kontor service', createTime: post.createTime }] : [];
