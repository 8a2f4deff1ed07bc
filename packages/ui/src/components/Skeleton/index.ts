export { Skeleton, SkeletonValue, SKELETON_SHAPES, type SkeletonProps, type SkeletonShape, type SkeletonValueProps } from './Skeleton.js';
