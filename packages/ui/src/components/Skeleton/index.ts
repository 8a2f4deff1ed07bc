export {
  Skeleton,
  SkeletonSized,
  SkeletonValue,
  SKELETON_SHAPES,
  type SkeletonProps,
  type SkeletonShape,
  type SkeletonSizedProps,
  type SkeletonValueProps,
} from './Skeleton.js';
