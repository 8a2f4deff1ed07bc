export { Skeleton, SKELETON_SHAPES, type SkeletonProps, type SkeletonShape } from './Skeleton.js';
