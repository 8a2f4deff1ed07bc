export { ServicePostList, type ServicePostListProps } from './ServicePostList.js';
export { ServicePostStatus, useServicePostStatusText } from './ServicePostStatus.js';
