import type { TreeSelectProps } from 'antd';
import { lazy } from 'react';
import { lazyPicker } from './lazyPicker';

/** antd's TreeSelect (a category tree to pick from), loaded with the first screen that shows one: the tree and its select weigh about a sixth of a screen's budget. */
export const LazyTreeSelect = lazyPicker<TreeSelectProps>(lazy(() => import('antd/es/tree-select')));
